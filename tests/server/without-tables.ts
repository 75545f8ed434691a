/**
 * The shipped strategy tables (server/strategy/shipped.ts) as they are, less one language's: a
 * language whose tables are not made yet, whose analysis is in points (docs/strategy.md). Every
 * language of the product has its tables now, so the tests of that path hide one:
 *   vi.mock('../../server/strategy/shipped.ts', async () =>
 *     (await import('./without-tables.ts')).shippedWithout('ENG_INT'));
 */
import { vi } from 'vitest';
import type { Language } from '@ordbot/contract/enums.ts';
import type * as Shipped from '../../server/strategy/shipped.ts';

export async function shippedWithout(language: Language): Promise<typeof Shipped> {
  const actual = await vi.importActual<typeof Shipped>(
    new URL('../../server/strategy/shipped.ts', import.meta.url).pathname,
  );
  return {
    ...actual,
    shippedStrategyVersion: (l) => (l === language ? null : actual.shippedStrategyVersion(l)),
    loadShippedModel: (l) => (l === language ? null : actual.loadShippedModel(l)),
  };
}
