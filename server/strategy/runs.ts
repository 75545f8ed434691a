/** Self-play runs read back and summed, for the tables (server/strategy/selfplay.ts). */
import type { Language } from '@ordbot/contract/enums.ts';
import { loadRun, RunTotals } from './selfplay.ts';

export function mergeRuns(dirs: readonly string[], language: Language): RunTotals {
  const sum = new RunTotals(language);
  for (const dir of dirs) {
    const run = loadRun(dir);
    if (!run) throw new Error(`No self-play run in ${dir}`);
    if (run.state.config.language !== language) {
      throw new Error(`${dir} holds ${run.state.config.language} games, not ${language}`);
    }
    sum.addTotals(run.totals);
  }
  return sum;
}
