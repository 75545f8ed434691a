/** The move analysis: pure functions over plain data, for the worker and the server. */
export * from './types.ts';
export { notation, compareAlternatives } from './notation.ts';
export {
  gradeOf,
  gradeByWinLost,
  GRADE_LABELS,
  GRADE_THRESHOLDS,
  WIN_GRADE_THRESHOLDS,
} from './grades.ts';
export { moveAccuracy, sideAccuracy, averageAccuracy } from './accuracy.ts';
export { bagEmpty, unseenAfter, chanceAfter, leaveOf, outcomeChance } from './chances.ts';
export { topMovesByEquity, reviewRackByEquity, compareEquity, withEquity } from './equity.ts';
export { scoreBreakdown, bestReply, whyFacts, placementTiles } from './why.ts';
export { perfectEndgame, rackPoints, type EndgameSolver } from './endgame.ts';
export {
  knownRacks,
  validateRack,
  rackProblem,
  rackHolds,
  rackTiles,
  sortRack,
  type RackProblem,
} from './racks.ts';
export {
  topMovesForRack,
  reviewRack,
  bestWithSameTiles,
  sameTilesField,
  TOP_MOVES,
  type RackReview,
} from './top-moves.ts';
export {
  analyseMove,
  analyseGame,
  forEachAnalysedMove,
  reportMove,
  pointsMissed,
  percentagePoints,
  winChances,
  type AnalyseOptions,
} from './analyse.ts';
export { storedAnalysis, type StoredMoveAnalysis, type StoredGameAnalysis } from './stored.ts';
export { summarise } from './summary.ts';
