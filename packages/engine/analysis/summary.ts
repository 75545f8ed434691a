/** The game summary 'Oppsummering' for each side. */
import { RACK_SIZE } from '../dimensions.ts';
import { sideAccuracy } from './accuracy.ts';
import type { AnalysisGame, GameSummary, MoveAnalysis, SideSummary } from './types.ts';

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function side(
  analysed: readonly MoveAnalysis[],
  tilesOf: ReadonlyMap<number, number>,
): SideSummary {
  const count = analysed.length;
  const bestFound = analysed.filter((m) => m.bestFound).length;
  const pointsMissed = analysed.reduce((sum, m) => sum + m.missed, 0);
  let biggestMiss: SideSummary['biggestMiss'] = null;
  for (const m of analysed) {
    // The earliest of equal misses.
    if (m.missed > 0 && m.missed > (biggestMiss?.missed ?? 0)) {
      biggestMiss = { moveNum: m.moveNum, missed: m.missed };
    }
  }
  const withRack = analysed.filter((m) => m.rack !== null);
  return {
    movesAnalysed: count,
    bestFound,
    bestFoundPercent: count > 0 ? oneDecimal((100 * bestFound) / count) : 0,
    pointsMissed,
    missedPerMove: count > 0 ? oneDecimal(pointsMissed / count) : 0,
    biggestMiss,
    bingosPlayed: analysed.filter((m) => tilesOf.get(m.moveNum) === RACK_SIZE).length,
    bingosPossible:
      withRack.length > 0 ? withRack.filter((m) => m.bingoPossible === true).length : null,
    racksKnown: withRack.length,
    accuracy: sideAccuracy(analysed.map((m) => m.accuracy).filter((a): a is number => a !== null)),
    graded: analysed.flatMap((m) => (m.grade ? [{ moveNum: m.moveNum, grade: m.grade }] : [])),
  };
}

/** Figures over the analysed moves of each side, in move order. */
export function summarise(
  moves: readonly (MoveAnalysis | null)[],
  game: AnalysisGame,
): GameSummary {
  const analysed = moves
    .filter((m): m is MoveAnalysis => m !== null)
    .sort((a, b) => a.moveNum - b.moveNum);
  const tilesOf = new Map(game.moves.map((m) => [m.moveNum, m.numTiles]));
  return {
    player: side(
      analysed.filter((m) => m.playerMove),
      tilesOf,
    ),
    bot: side(
      analysed.filter((m) => !m.playerMove),
      tilesOf,
    ),
  };
}
