/**
 * The strategy model (packages/engine/strategy-model.ts) the worker's analyses use for a language: its
 * leave values and winning chances from the tables named beside the word list, or null where
 * the language has no tables yet (its analysis then stays in points, docs/strategy.md). Loaded
 * once per worker, its code only when the language has tables; offline, the copies kept in the
 * cache serve.
 */
import type { Language } from '@ordbot/contract/enums.ts';
import type { StrategyModel } from '@ordbot/engine/strategy-model.ts';
import type { WinModelFile } from '@ordbot/engine/strategy/win-model.ts';
import { fileBytes, lexiconEntry } from './lexicon-files.ts';

const models = new Map<Language, Promise<StrategyModel | null>>();

async function load(language: Language): Promise<StrategyModel | null> {
  const entry = await lexiconEntry(language);
  const files = entry.strategy;
  if (!files) return null;
  const [leaves, win, { LeaveTable }, { WinModel }, { tableModel }] = await Promise.all([
    fileBytes(language, files.leaves),
    fileBytes(language, files.win),
    import('@ordbot/engine/strategy/leave-table.ts'),
    import('@ordbot/engine/strategy/win-model.ts'),
    import('@ordbot/engine/strategy/tables.ts'),
  ]);
  const start = performance.now();
  const model = tableModel(
    files.version,
    LeaveTable.fromBytes(leaves),
    new WinModel(JSON.parse(new TextDecoder().decode(win)) as WinModelFile),
  );
  // 'analysis:strategy': bytes in hand to a usable model (the benchmarks read it).
  performance.clearMeasures('analysis:strategy');
  performance.measure('analysis:strategy', { start, end: performance.now() });
  return model;
}

/** A failed load is tried again on the next call. */
export function strategyModelFor(language: Language): Promise<StrategyModel | null> {
  let pending = models.get(language);
  if (!pending) {
    pending = load(language);
    pending.catch(() => models.delete(language));
    models.set(language, pending);
  }
  return pending;
}
