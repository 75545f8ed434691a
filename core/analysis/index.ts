/** The move analysis (issue 14): pure functions over plain data, for the worker and the server. */
export * from './types.ts';
export { notation, compareAlternatives } from './notation.ts';
export { gradeOf, GRADE_LABELS, GRADE_THRESHOLDS } from './grades.ts';
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
export { analyseMove, analyseGame, forEachAnalysedMove } from './analyse.ts';
export { storedAnalysis, type StoredMoveAnalysis } from './stored.ts';
export { summarise } from './summary.ts';
