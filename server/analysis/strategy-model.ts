/**
 * The strategy model (packages/engine/strategy-model.ts) the server's analyses use for a language: the
 * tables shipped in tables/ (packages/engine/node/strategy/shipped.ts), or null where the language has none
 * yet (its analysis then stays in points, docs/strategy.md).
 */
import type { Language } from '@ordbot/contract/enums.ts';
import type { StrategyModel } from '@ordbot/engine/strategy-model.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';

export function strategyModelFor(language: Language): Promise<StrategyModel | null> {
  return Promise.resolve(loadShippedModel(language));
}
