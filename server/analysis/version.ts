/**
 * The version of the stored move analysis, in two parts. `analysis_version` is the stored form:
 * raise ANALYSIS_VERSION when what a row holds changes (2: win% lost, accuracy and grade per
 * move, each side's accuracy per game; 3: the exact endgame's null-window search proves a
 * slightly different set of endgames within ENDGAME_MAX_NODES than the deepening before it,
 * which changes the grade of about one move in 70 games; 4: every empty-bag move with both racks
 * known graded by the spread it loses against the anytime endgame's best line, one search and
 * table a game within ENDGAME_GAME_NODES positions, proven or not; 5: the game's empty-bag
 * positions searched from the last to the first, which proves the later ones and so grades
 * about three times as many endgame moves 'Perfekt sluttspill'; 6: the verdict (verdict.md): an
 * unproven endgame grades nothing, one that changes the outcome is graded by its win% lost, a
 * position carries the passes made before it, and the served review is stored with the rows; 7:
 * the deep pass judges the person's moves by their inferred racks) or a rule is fixed.
 * `strategy_version` is the strategy
 * tables' version the grades were made with (tables/<LANG>.json), or 'points' for a language
 * without tables (docs/strategy.md). A finished game whose analysis is of an older form or of
 * another strategy version than its language's current one is to do again, like a game without
 * analysis: the `analysis` job (any instance, server/analysis/claims.ts) analyses it afresh and
 * replaces its rows, which stay readable until then.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import { shippedStrategyVersion } from '@ordbot/engine/node/strategy/shipped.ts';

export const ANALYSIS_VERSION = 7;

/** The strategy version of an analysis made without tables. */
export const POINTS_VERSION = 'points';

/** The strategy version a language's analysis is made with now. */
export function currentStrategyVersion(language: Language): string {
  return shippedStrategyVersion(language) ?? POINTS_VERSION;
}

let toAnalyse: SQL | null = null;

/**
 * The game `g` of the query is finished and has no analysis of the current form and its
 * language's current strategy version.
 */
export function toAnalyseSql(): SQL {
  if (toAnalyse) return toAnalyse;
  const versions = JSON.stringify(
    Object.fromEntries(LANGUAGES.map((l) => [l, currentStrategyVersion(l)])),
  );
  toAnalyse = sql`g.finished and not exists (select 1 from game_analysis a
    where a.game_id = g.id and a.analysis_version >= ${ANALYSIS_VERSION}
      and a.strategy_version = (${versions}::jsonb ->> g.language))`;
  return toAnalyse;
}
