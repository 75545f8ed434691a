/** Per-move and whole-game analysis (docs/analysis.md "Per-move analysis"). */
import { BOARD_SIZE } from '../constants.ts';
import type { Lexicon } from '../engine/lexicon.ts';
import { analysePlacement, type TileInput } from '../engine/placement.ts';
import { resolveLayout, scoreGeometry } from '../engine/scoring.ts';
import { applyMove } from '../engine/self-play.ts';
import { buildTimeline } from '../replay.ts';
import { validateBoardTypes } from '../validation.ts';
import { gradeOf } from './grades.ts';
import { withNotation } from './notation.ts';
import { knownRacks } from './racks.ts';
import { summarise } from './summary.ts';
import { bestWithSameTiles, reviewRack } from './top-moves.ts';
import type {
  Alternative,
  AnalysisContext,
  AnalysisGame,
  AnalysisMove,
  GameAnalysis,
  KnownRack,
  MoveAnalysis,
  RankedAlternative,
  WordCheck,
} from './types.ts';

/** The move's new tiles on the board before it (the replay's reading), or none when off board. */
function placedTiles(board: readonly string[], move: AnalysisMove): TileInput[] {
  let after: string[];
  try {
    after = applyMove(board, move);
  } catch {
    return [];
  }
  const tiles: TileInput[] = [];
  after.forEach((letter, index) => {
    if (board[index] !== letter) tiles.push({ index, letter });
  });
  return tiles;
}

export interface PlayedMove {
  words: WordCheck[];
  /** The move as the engine writes a placement; null when it forms no word of 2+ letters. */
  move: Alternative | null;
}

/** The words the move formed, each looked up, and its points by the rules. */
export function readPlayed(
  lexicon: Lexicon,
  board: readonly string[],
  move: AnalysisMove,
  game: AnalysisContext,
): PlayedMove {
  const result = analysePlacement(board, placedTiles(board, move));
  if (!result.ok || result.geometry.main.length < 2) return { words: [], move: null };
  const { geometry } = result;
  const score = scoreGeometry(geometry, resolveLayout(game.layout), game.language);
  const words = score.words.map((w) => ({
    word: w.word,
    valid: lexicon.has(w.word.toLowerCase()),
  }));
  const played = withNotation({
    x: geometry.main.start % BOARD_SIZE,
    y: Math.floor(geometry.main.start / BOARD_SIZE),
    vertical: geometry.vertical,
    letters: geometry.tiles.map((t) => t.letter).join(''),
    mainWord: score.words[0]?.word ?? '',
    points: score.points,
    numTiles: geometry.tiles.length,
  });
  return { words, move: played };
}

function samePlacement(a: Alternative, b: Alternative): boolean {
  return a.x === b.x && a.y === b.y && a.vertical === b.vertical && a.letters === b.letters;
}

/**
 * One NORMAL move on the board before it: its words and rules score, the best placement of the
 * same tiles, and with a known rack the top 10 with the played move marked.
 */
export function analyseMove(
  lexicon: Lexicon,
  board: readonly string[],
  move: AnalysisMove,
  rack: KnownRack | null,
  game: AnalysisContext,
): MoveAnalysis {
  const played = readPlayed(lexicon, board, move, game);
  const rulesPoints = played.move?.points ?? 0;
  const bestSameTiles = played.move
    ? bestWithSameTiles(lexicon, board, played.move.letters, game)
    : null;
  let rackTop: RankedAlternative[] | null = null;
  let playedAlternative: RankedAlternative | null = null;
  let bingoPossible: boolean | null = null;
  if (rack) {
    const review = reviewRack(lexicon, board, rack.rack, game);
    bingoPossible = review.bingoPossible;
    rackTop = review.top.map((m) => ({
      ...m,
      played: played.move !== null && samePlacement(m, played.move),
    }));
    if (played.move && !rackTop.some((m) => m.played)) {
      playedAlternative = { ...played.move, played: true };
    }
  }
  const best = Math.max(bestSameTiles?.points ?? 0, rackTop?.[0]?.points ?? 0);
  const missed = Math.max(0, best - rulesPoints);
  return {
    moveNum: move.moveNum,
    playerMove: move.playerMove,
    words: played.words,
    rulesPoints,
    recordedPoints: move.points,
    bestSameTiles,
    rack: rack?.rack ?? null,
    rackSource: rack?.source ?? null,
    rackTop,
    playedAlternative,
    bestFound: bestSameTiles === null || rulesPoints >= bestSameTiles.points,
    missed,
    grade: gradeOf(missed),
    bingoPossible,
  };
}

/**
 * Calls `visit` for every move the analysis covers: the NORMAL moves of a finished game that is
 * not broken and whose layout is 225 square codes, each with its index in game.moves, the board
 * before it and its known rack. SWAP, PASS and RESIGN are never visited.
 */
export function forEachAnalysedMove(
  game: AnalysisGame,
  visit: (
    move: AnalysisMove,
    index: number,
    board: readonly string[],
    rack: KnownRack | null,
  ) => void,
): void {
  const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, game.moves);
  if (!game.finished || timeline.hasBrokenMoves || validateBoardTypes(game.layout) !== null) return;
  const racks = knownRacks(game);
  const indexOf = new Map(game.moves.map((move, i) => [move, i]));
  timeline.moves.forEach((move, k) => {
    if (move.moveType !== 'NORMAL') return;
    const i = indexOf.get(move as AnalysisMove) as number;
    const board = (timeline.frames[k] as { board: readonly string[] }).board;
    visit(move as AnalysisMove, i, board, racks[i] ?? null);
  });
}

/**
 * Every NORMAL move of a finished game, each on the board before it. Ongoing and broken games,
 * and games whose layout is not 225 square codes, get no analysis (every entry null); SWAP, PASS
 * and RESIGN are never analysed.
 */
export function analyseGame(lexicon: Lexicon, game: AnalysisGame): GameAnalysis {
  const moves: (MoveAnalysis | null)[] = game.moves.map(() => null);
  forEachAnalysedMove(game, (move, i, board, rack) => {
    moves[i] = analyseMove(lexicon, board, move, rack, game);
  });
  return { moves, summary: summarise(moves, game) };
}
