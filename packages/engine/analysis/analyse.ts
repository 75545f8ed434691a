// Over 300 lines: the move's report, the game's walk over its moves and one move's review share
// the played move's reading, the surroundings and the options; split, each would need them all.
/** Per-move and whole-game analysis (docs/analysis.md "Per-move analysis"). */
import { BOARD_SIZE } from '../dimensions.ts';
import { hasModel, lexiconOf, modelOf, type Words } from '../movegen/search-engine.ts';
import { analysePlacement, type TileInput } from '../movegen/placement.ts';
import { resolveLayout, scoreGeometry } from '../movegen/scoring.ts';
import { applyMove } from '../movegen/self-play.ts';
import type { StrategyModel } from '../strategy-model.ts';
import { unseenTiles } from '../tiles.ts';
import { moveAccuracy } from './accuracy.ts';
import { bagEmpty, chanceAfter, leaveOf, unseenAfter } from './chances.ts';
import {
  createEndgameCache,
  searchedEndgame,
  searchGameEndgame,
  type EndgameCache,
  type EndgameMove,
  type EndgameSolver,
} from './endgame.ts';
import { countsFor, reviewRackByEquity, withEquity } from './equity.ts';
import { reviewPreendgame } from './preendgame.ts';
import { endgameGrade, gradeByWinLost, gradeOf, percentagePoints } from './grades.ts';

export { endgameGrade, percentagePoints } from './grades.ts';
import { samePlacement, withNotation } from './notation.ts';
import { forEachAnalysedMove, gamePositions, type MoveSurroundings } from './positions.ts';
import { summarise } from './summary.ts';
import { reviewRack, sameTilesField } from './top-moves.ts';
import type {
  Alternative,
  AnalysisContext,
  AnalysisGame,
  AnalysisMove,
  EquityAlternative,
  GameAnalysis,
  Grade,
  GradeBasis,
  KnownRack,
  MoveAnalysis,
  RankedAlternative,
  WordCheck,
} from './types.ts';
import type { SameTilesField } from '../fairplay.ts';
import { whyFacts } from './why.ts';
import { buildVerdict } from './verdict.ts';

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
  lexicon: Words,
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
    valid: lexiconOf(lexicon).has(w.word.toLowerCase()),
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

/**
 * docs/analysis.md "points missed": the best known alternative (the rack's best if known, the
 * same tiles' best otherwise, the higher of the two) minus the played move's points, at least 0.
 */
export function pointsMissed(
  sameTilesBest: number | null,
  rackBest: number | null,
  played: number,
): number {
  return Math.max(0, Math.max(sameTilesBest ?? 0, rackBest ?? 0) - played);
}

/**
 * What an analysis does besides what its engine decides: the engine's strategy model says
 * whether the moves are judged in winning chances or, with none, in points (docs/strategy.md);
 * these options add the endgame's search and 'Hvorfor'.
 */
export interface AnalyseOptions {
  /**
   * The endgame search (packages/engine/strategy/endgame/game.ts reviewEndgame, which the
   * replay's worker, the practice worker and the server pass); none by default. Every empty-bag
   * move with both racks known, one search for a game's endgame positions within
   * ENDGAME_GAME_NODES positions (endgame.ts): a count, so the browser and the server agree.
   */
  endgame?: EndgameSolver | null;
  /**
   * Positions a game's endgame searches may read in all: ENDGAME_GAME_NODES by default (the
   * quick pass and the browser); the server's deep pass gives far more (verdict.md).
   */
  endgameNodes?: number;
  /**
   * Also the 'Hvorfor' facts of graded moves and, with `endgame`, 'Før sluttspillet' (the
   * replay; the server stores neither: neither changes a grade).
   */
  why?: boolean;
}

const NO_OPTIONS: AnalyseOptions = {};

/** The surroundings of a lone position: the spread and the pool as the board tells them. */
function surroundingsOf(board: readonly string[], game: AnalysisContext): MoveSurroundings {
  return {
    position: { spread: 0, pool: unseenTiles(board, game.language).total },
    opponentRack: null,
  };
}

/** The analysis of one move and the field of its tiles (the server's difficulty). */
export interface MoveReport {
  analysis: MoveAnalysis;
  field: SameTilesField & { bestMove: Alternative | null };
}

/** What a move's report reads, gathered once. */
interface MoveInputs {
  engine: Words;
  /** The engine's strategy model; null: judged in points. */
  model: StrategyModel | null;
  board: readonly string[];
  move: AnalysisMove;
  rack: KnownRack | null;
  game: AnalysisContext;
  options: AnalyseOptions;
  around: MoveSurroundings;
  played: ReturnType<typeof readPlayed>;
  bestSameTiles: Alternative | null;
  /** The rack ranked by equity: known, with a model, while the bag holds tiles. */
  equityRack: string | null;
}

/** The known rack's best moves, by points and (with equityRack) by equity. */
interface RackReview {
  rackTop: RankedAlternative[] | null;
  playedAlternative: RankedAlternative | null;
  equityTop: EquityAlternative[] | null;
  bingoPossible: boolean | null;
}

function reviewKnownRack(inputs: MoveInputs): RackReview {
  const { engine, board, rack, game, played, equityRack } = inputs;
  const none = { rackTop: null, playedAlternative: null, equityTop: null, bingoPossible: null };
  if (!rack) return none;
  const isPlayed = (m: Alternative) => played.move !== null && samePlacement(m, played.move);
  let top: Alternative[];
  let bingoPossible: boolean | null;
  let equityTop: EquityAlternative[] | null = null;
  if (equityRack !== null && hasModel(engine)) {
    const review = reviewRackByEquity(engine, board, equityRack, game);
    top = review.byPoints;
    bingoPossible = review.bingoPossible;
    equityTop = review.byEquity.map((m) => ({ ...m, played: isPlayed(m) }));
  } else {
    const review = reviewRack(engine, board, rack.rack, game);
    top = review.top;
    bingoPossible = review.bingoPossible;
  }
  const rackTop = top.map((m) => ({ ...m, played: isPlayed(m) }));
  const playedAlternative =
    played.move && !rackTop.some((m) => m.played) ? { ...played.move, played: true } : null;
  return { rackTop, playedAlternative, equityTop, bingoPossible };
}

/** The empty-bag endgame's search and 'Før sluttspillet', where the options ask for them. */
function searchesOf(inputs: MoveInputs, cache: EndgameCache | undefined) {
  const { engine, board, move, rack, game, options, around, played } = inputs;
  const solver = options.endgame ?? null;
  const { position } = around;
  const endgame =
    solver && rack && around.opponentRack !== null && played.move
      ? searchedEndgame(
          solver,
          engine,
          {
            board,
            rack: rack.rack,
            opponentRack: around.opponentRack,
            spread: position.spread,
            mover: move.playerMove,
            passes: around.passes ?? 0,
          },
          played.move,
          game,
          cache ?? createEndgameCache(options.endgameNodes),
        )
      : null;
  const preendgame =
    solver && options.why && rack && played.move
      ? reviewPreendgame(
          engine,
          { board, rack: rack.rack, spread: position.spread },
          played.move,
          game,
          countsFor(engine, rack.rack),
        )
      : null;
  return { endgame, preendgame };
}

/** How the move is judged: the basis, the chances played and best, the better move, the grade. */
interface Judgement {
  basis: GradeBasis;
  grade: Grade | null;
  winPlayed: number | null;
  winBest: number | null;
  better: Alternative | null;
}

/**
 * The judgement by the endgame's search where there is one, else by winning chances with a
 * model (the best of the same tiles' and the rack's candidates), else by points; 'Før
 * sluttspillet' decides where it was played out (verdict.md: method PREENDGAME).
 */
function judge(
  inputs: MoveInputs,
  review: RackReview,
  searched: ReturnType<typeof searchesOf>,
  playedMove: Alternative,
  missed: number,
): Judgement {
  const { rack, around, played, bestSameTiles, model } = inputs;
  const { endgame, preendgame } = searched;
  const { rackTop, equityTop } = review;
  let judged: Judgement;
  if (endgame) {
    const { played: winPlayed, best: winBest } = endgame.chances;
    judged = {
      basis: 'ENDGAME',
      winPlayed,
      winBest,
      better: endgame.report.lost > 0 ? endgame.first : null,
      grade: endgameGrade(endgame.report, winBest - winPlayed),
    };
  } else if (model) {
    const rackText = rack?.rack ?? null;
    const winPlayed = chanceAfter(model, around.position, rackText, playedMove);
    judged = { basis: 'WIN', grade: null, winPlayed, winBest: winPlayed, better: null };
    for (const candidate of [
      ...(bestSameTiles ? [bestSameTiles] : []),
      ...(equityTop ?? rackTop ?? []),
    ]) {
      const chance = chanceAfter(model, around.position, rackText, candidate);
      if (chance > (judged.winBest as number)) {
        judged.winBest = chance;
        judged.better = candidate;
      }
    }
  } else {
    const best = [bestSameTiles, rackTop?.[0]].reduce<Alternative | null>(
      (a, b) => (b && b.points > (a?.points ?? -1) ? b : a),
      null,
    );
    const rulesPoints = played.move?.points ?? 0;
    judged = {
      basis: 'POINTS',
      grade: gradeOf(missed),
      winPlayed: null,
      winBest: null,
      better: best && best.points > rulesPoints ? best : null,
    };
  }
  if (preendgame && !endgame) {
    // The share of the last tile's draws won, a tie counting half.
    const share = (m: { wins: number; draws: number; drawsTotal: number }) =>
      (m.wins + m.draws / 2) / m.drawsTotal;
    const winPlayed = share(preendgame.played);
    const winBest = Math.max(winPlayed, share(preendgame.best));
    const pool = [...(equityTop ?? []), ...(rackTop ?? [])];
    const better =
      winBest > winPlayed
        ? (pool.find((m) => m.notation === preendgame.best.notation) ?? judged.better)
        : null;
    judged = { ...judged, basis: 'WIN', winPlayed, winBest, better };
  }
  return judged;
}

/**
 * One NORMAL move on the board before it: its words and rules score, the best placement of the
 * same tiles, with a known rack the top 10 by points (and by equity with a table while the bag
 * holds tiles), the winning chances and the grade (docs/strategy.md), the exact endgame where
 * the bag is empty and both racks are known, and 'Hvorfor' for a graded move.
 */
export function reportMove(
  engine: Words,
  board: readonly string[],
  move: AnalysisMove,
  rack: KnownRack | null,
  game: AnalysisContext,
  options: AnalyseOptions = NO_OPTIONS,
  around: MoveSurroundings = surroundingsOf(board, game),
  cache?: EndgameCache,
): MoveReport {
  const model = modelOf(engine);
  const played = readPlayed(engine, board, move, game);
  const rulesPoints = played.move?.points ?? 0;
  const field = played.move
    ? sameTilesField(engine, board, played.move.letters, game)
    : { placements: 0, best: 0, second: null, bestMove: null };
  const bestSameTiles = field.bestMove;
  const empty = bagEmpty(around.position.pool);
  const equityRack = rack !== null && model !== null && !empty ? rack.rack : null;
  const inputs: MoveInputs = {
    engine,
    model,
    board,
    move,
    rack,
    game,
    options,
    around,
    played,
    bestSameTiles,
    equityRack,
  };
  const review = reviewKnownRack(inputs);
  const { rackTop, equityTop } = review;
  const missed = pointsMissed(
    bestSameTiles?.points ?? null,
    rackTop ? (rackTop[0]?.points ?? 0) : null,
    rulesPoints,
  );
  const playedMove = played.move ?? { ...move, points: 0, notation: '' };
  const searched = searchesOf(inputs, cache);
  const { endgame, preendgame } = searched;
  const judged = judge(inputs, review, searched, playedMove, missed);
  const { winPlayed, winBest, better } = judged;
  const winLost =
    winPlayed !== null && winBest !== null ? percentagePoints(winBest - winPlayed) : null;
  const grade = judged.basis === 'WIN' ? gradeByWinLost(winLost as number) : judged.grade;
  const accuracy = (model || preendgame) && winLost !== null ? moveAccuracy(winLost) : null;
  const leave =
    equityRack !== null && model !== null ? leaveOf(model, equityRack, playedMove.letters) : null;
  const why =
    options.why && grade && better && played.move
      ? whyFacts(
          engine,
          {
            board,
            played: played.move,
            better,
            rack: rack?.rack ?? null,
            useLeave: equityRack !== null,
          },
          game,
        )
      : null;
  const analysis: MoveAnalysis = {
    moveNum: move.moveNum,
    playerMove: move.playerMove,
    words: played.words,
    rulesPoints,
    recordedPoints: move.points,
    bestSameTiles,
    rack: rack?.rack ?? null,
    rackSource: rack?.source ?? null,
    rackTop,
    playedAlternative: review.playedAlternative,
    bestFound: bestSameTiles === null || rulesPoints >= bestSameTiles.points,
    missed,
    grade,
    bingoPossible: review.bingoPossible,
    basis: judged.basis,
    winPlayed,
    winBest,
    winLost,
    better,
    leave,
    equity:
      leave && played.move
        ? withEquity(model as StrategyModel, equityRack as string, played.move).equity
        : null,
    equityTop,
    accuracy,
    why,
    endgame: endgame?.report ?? null,
    ...(preendgame ? { preendgame } : {}),
  };
  analysis.verdict = verdictOf(inputs, analysis, searched, review);
  return { analysis, field };
}

/** The move's verdict (verdict.ts buildVerdict) from its report. */
function verdictOf(
  inputs: MoveInputs,
  analysis: MoveAnalysis,
  { endgame, preendgame }: ReturnType<typeof searchesOf>,
  { rackTop, equityTop }: RackReview,
): MoveAnalysis['verdict'] {
  const { rack, played, bestSameTiles, equityRack, around, model } = inputs;
  return buildVerdict({
    rack: analysis.rack,
    rackSource: analysis.rackSource,
    played: played.move,
    endgame,
    preendgame: endgame ? null : preendgame,
    pool: [...(bestSameTiles ? [bestSameTiles] : []), ...(equityTop ?? rackTop ?? [])],
    equityOf: (m) =>
      equityRack !== null && model !== null
        ? withEquity(model, equityRack, m as Alternative).equity
        : m.points,
    winOf: model
      ? (m) => chanceAfter(model, around.position, rack?.rack ?? null, m as Alternative)
      : null,
    ranked: equityTop ?? rackTop,
    grade: analysis.grade,
    winLost: analysis.winLost,
    accuracy: analysis.accuracy,
  });
}

/** One NORMAL move's analysis (reportMove without the field). */
export function analyseMove(
  engine: Words,
  board: readonly string[],
  move: AnalysisMove,
  rack: KnownRack | null,
  game: AnalysisContext,
  options: AnalyseOptions = NO_OPTIONS,
  around?: MoveSurroundings,
): MoveAnalysis {
  return reportMove(engine, board, move, rack, game, options, around).analysis;
}

/**
 * A game's endgame cache with `options.endgame`'s searches of every endgame move (a known rack,
 * the opponent's known since the bag is empty, a legal placement) done, from the game's last
 * position to its first (searchGameEndgame): the analysis of a move then reads its searches,
 * the same whichever moves are analysed.
 */
export function gameEndgameCache(
  engine: Words,
  game: AnalysisGame,
  options: AnalyseOptions,
): EndgameCache {
  const cache = createEndgameCache(options.endgameNodes);
  const solver = options.endgame ?? null;
  if (!solver) return cache;
  const moves: EndgameMove[] = [];
  forEachAnalysedMove(game, ({ move, board, rack, around }) => {
    if (!rack || around.opponentRack === null) return;
    const played = readPlayed(engine, board, move, game).move;
    if (!played) return;
    const { spread } = around.position;
    const start = { board, rack: rack.rack, opponentRack: around.opponentRack, spread };
    moves.push({ start: { ...start, mover: move.playerMove, passes: around.passes ?? 0 }, played });
  });
  searchGameEndgame(solver, engine, moves, game, cache);
  return cache;
}

/**
 * Every NORMAL move of a finished game, each on the board before it. Ongoing and broken games,
 * and games whose layout is not 225 square codes, get no analysis (every entry null); SWAP, PASS
 * and RESIGN are never analysed.
 */
export function analyseGame(
  engine: Words,
  game: AnalysisGame,
  options: AnalyseOptions = NO_OPTIONS,
  /** Each move's report as it is made (the stored rows: stored.ts judgeGame). */
  onReport?: (report: MoveReport) => void,
): GameAnalysis {
  const moves: (MoveAnalysis | null)[] = game.moves.map(() => null);
  const cache = gameEndgameCache(engine, game, options);
  const model = modelOf(engine);
  forEachAnalysedMove(game, ({ move, index, board, rack, around }) => {
    const report = reportMove(engine, board, move, rack, game, options, around, cache);
    moves[index] = report.analysis;
    onReport?.(report);
  });
  return {
    moves,
    summary: summarise(moves, game),
    strategyVersion: model?.version ?? null,
    winChances: model ? winChances(game, moves, model) : null,
  };
}

/**
 * The review of one move of a game, as the replay's analysis gives it (analyseGame's reportMove
 * on the same board, rack and surroundings), without analysing the other moves:
 * with `why: true` its 'Hvorfor' facts. Null when the analysis does not cover the move.
 */
export function reviewOfMove(
  engine: Words,
  game: AnalysisGame,
  moveNum: number,
  options: AnalyseOptions,
): MoveAnalysis | null {
  let review: MoveAnalysis | null = null;
  forEachAnalysedMove(game, ({ move, board, rack, around }) => {
    if (review !== null || move.moveNum !== moveNum) return;
    // An endgame move reads the game's endgame searches as analyseGame makes them, so the
    // answer is the same; the game's other moves do not read them.
    const cache =
      around.opponentRack !== null
        ? gameEndgameCache(engine, game, options)
        : createEndgameCache(options.endgameNodes);
    review = reportMove(engine, board, move, rack, game, options, around, cache).analysis;
  });
  return review;
}

/**
 * 'Vinnersjanse': the player's chance before the first move (a half) and after every move of
 * the replay's list (moves sorted by number). An analysed move gives its own figure; a swap, a
 * pass or an unanalysed move the chance of the spread as it stands; a resignation decides.
 */
export function winChances(
  game: AnalysisGame,
  moves: readonly (MoveAnalysis | null)[],
  model: StrategyModel,
): number[] | null {
  const { timeline, covered } = gamePositions(game);
  if (!covered) return null;
  const byMove = new Map(game.moves.map((m, i) => [m, moves[i] ?? null]));
  const chances = [0.5];
  (timeline.moves as AnalysisMove[]).forEach((move, k) => {
    const after = timeline.frames[k + 1] as {
      board: readonly string[];
      playerScore: number;
      botScore: number;
    };
    const analysed = byMove.get(move);
    let mover: number;
    if (move.moveType === 'RESIGN') mover = 0;
    else if (analysed?.winPlayed != null) mover = analysed.winPlayed;
    else {
      const own = move.playerMove ? after.playerScore : after.botScore;
      const other = move.playerMove ? after.botScore : after.playerScore;
      const pool = unseenTiles(after.board, game.language).total;
      mover = model.winChance(own - other, unseenAfter(pool, 0, null));
    }
    chances.push(move.playerMove ? mover : 1 - mover);
  });
  return chances;
}
