// Over 300 lines: every shape of the move analysis and its verdict in one place, as the worker,
// the server and the page read them together; split, each reader would import them all.
/**
 * The shapes of the move analysis (docs/analysis.md), shared by the replay's worker
 * and, later, the server. Plain data only, so a worker can post it unchanged.
 */
import type { Alternative } from '../movegen/notation.ts';
import type { Move } from '../game-records.ts';
import type { Grade, Language } from '../game-enums.ts';

/** Labels: 'Unøyaktighet' | 'Feil' | 'Tabbe'. */
export type { Grade };

/** How a rack is known: sent by the bot / 7 tiles placed / implied at an empty bag. */
export type RackSource = 'BOT' | 'BINGO' | 'ENDGAME';

export type { Alternative } from '../movegen/notation.ts';

export interface RankedAlternative extends Alternative {
  played: boolean;
}

/** A placement ranked by equity (docs/strategy.md 'Trekkverdi'): points plus its leave's value. */
export interface EquityAlternative extends RankedAlternative {
  /** The tiles kept, canonical order ('?' a blank). */
  leave: string;
  leaveValue: number;
  equity: number;
}

/** What the grade of a move rests on: win% lost (a strategy table), points, or a solved endgame. */
export type GradeBasis = 'WIN' | 'POINTS' | 'ENDGAME';

/** A premium square under a new tile: 'H8', its code (1 DL, 2 TL, 3 DW, 4 TW) and the letter. */
export interface PremiumUse {
  square: string;
  code: 1 | 2 | 3 | 4;
  letter: string;
}

/** A placement's points as the rules count them: each word, the premiums used, the bingo. */
export interface ScoreBreakdown {
  notation: string;
  points: number;
  words: { word: string; points: number }[];
  premiums: PremiumUse[];
  bingo: boolean;
}

/**
 * What a move opens for the opponent, judged by what is likely: the opponent's best reply by
 * points, averaged over `racks` racks drawn from the tiles the mover cannot see (why.ts), the
 * same racks after either move. Never the opponent's real next rack.
 */
export interface OpeningFact {
  racks: number;
  /** Average points, one decimal. */
  afterPlayed: number;
  afterBetter: number;
}

/**
 * 'Hvorfor' (docs/strategy.md): facts the engine computed that make the better move better.
 * Leaves only where the rack is known; `opens` null only when no tile is left to draw.
 */
export interface WhyFacts {
  better: ScoreBreakdown;
  played: ScoreBreakdown;
  leaves: {
    played: { tiles: string; value: number };
    better: { tiles: string; value: number };
  } | null;
  opens: OpeningFact | null;
}

/** One move of a perfect endgame sequence; 'PASS' when the side passes. */
export interface EndgameStep {
  notation: string;
  points: number;
  /** True for a move of the side that made the analysed move. */
  mover: boolean;
}

/**
 * The endgame: the bag empty and both racks known. The best sequence from the position before
 * the move, the final spread (mover minus opponent, the game's end included) after it and after
 * the played move, and the spread lost (>= 0); 'Perfekt sluttspill' when proven, else
 * 'Sluttspill (søkt N trekk dypt)', the spreads being the search's values at that depth.
 */
export interface PerfectEndgame {
  best: EndgameStep[];
  bestSpread: number;
  playedSpread: number;
  lost: number;
  /** Both searches reached the end of the game on every line: the spreads are exact. */
  proven: boolean;
  /** Plies deep the search before the move reached (the best line's length when proven). */
  depth: number;
  /**
   * The best line ends where the game ends and its own arithmetic gives `bestSpread` to the point
   * (verdict.md rule 2); false: a cut line ('…'), its spread an estimate ('anslått'). Absent in
   * an analysis of an older form.
   */
  complete?: boolean;
  /** Found by 'Søk dypere' on this device and put in place of the review's (withDeeperReport). */
  deepened?: boolean;
}

/** A candidate of 'Før sluttspillet' played out over every draw of the bag's last tile. */
export interface PreEndgameMove {
  notation: string;
  /** Draws after which the mover wins, ties, of all draws. */
  wins: number;
  draws: number;
  drawsTotal: number;
  /** The mean final spread over the draws. */
  spread: number;
}

/**
 * 'Før sluttspillet': a move made with one tile in the bag and the mover's rack known; the
 * played move and the best candidate (by wins, a tie counting half, then spread).
 */
export interface PreEndgame {
  played: PreEndgameMove;
  best: PreEndgameMove;
}

/** Main word first, then cross words. */
export interface WordCheck {
  word: string;
  valid: boolean;
}

/** What the analysis reads of a move: a gamemoves move, its rack optional. */
export type AnalysisMove = Move;

export interface AnalysisGame {
  language: Language;
  /** 225 square codes 0-5 of the game's board. */
  layout: readonly number[];
  finished: boolean;
  moves: readonly AnalysisMove[];
}

export interface KnownRack {
  rack: string;
  source: RackSource;
}

/** The game facts a position's analysis needs. */
export type AnalysisContext = Pick<AnalysisGame, 'language' | 'layout'>;

export interface MoveAnalysis {
  moveNum: number;
  playerMove: boolean;
  words: WordCheck[];
  /** The played move scored by the rules. */
  rulesPoints: number;
  /** move.points as recorded. */
  recordedPoints: number;
  /** Best legal placement of exactly the placed tiles (null: none). */
  bestSameTiles: Alternative | null;
  /** Known rack, upper case and '?' for a blank. */
  rack: string | null;
  rackSource: RackSource | null;
  /** Top 10 for the known rack (docs/analysis.md tie order). */
  rackTop: RankedAlternative[] | null;
  /** The played move when NOT in rackTop (shown below the list). */
  playedAlternative: RankedAlternative | null;
  /** rulesPoints >= bestSameTiles.points; true when the same tiles have no legal placement. */
  bestFound: boolean;
  /** docs/analysis.md "points missed", >= 0. */
  missed: number;
  grade: Grade | null;
  /** With a known 7-tile rack: whether some placement used all of it; otherwise null. */
  bingoPossible: boolean | null;
  /** What the grade rests on (docs/strategy.md). */
  basis: GradeBasis;
  /** The mover's winning chance (0-1) after the played move; null without a strategy table. */
  winPlayed: number | null;
  /** The mover's winning chance after the best known alternative (at least winPlayed). */
  winBest: number | null;
  /** winBest minus winPlayed in percentage points (0-100 scale); null without a table. */
  winLost: number | null;
  /** The best known alternative the grade compares with (null: none better than the move). */
  better: Alternative | null;
  /** The played move's leave with a known rack while the bag holds tiles. */
  leave: { tiles: string; value: number } | null;
  /** The played move's equity (points plus leave) with a known rack while the bag holds tiles. */
  equity: number | null;
  /** 'Trekkverdi': the rack's top 10 by equity, the played move marked (a known rack, a table, tiles in the bag). */
  equityTop: EquityAlternative[] | null;
  /** The move's accuracy (0-100) from its win% lost; null without a table. */
  accuracy: number | null;
  /** 'Hvorfor', for a graded move. */
  why: WhyFacts | null;
  /** 'Perfekt sluttspill' where the bag was empty and both racks known. */
  endgame: PerfectEndgame | null;
  /** 'Før sluttspillet' where the bag held one tile and the mover's rack was known. */
  preendgame?: PreEndgame | null;
  /** The move's verdict (verdict.ts): what every view shows of it. Absent in older analyses. */
  verdict?: Verdict;
}

export interface SideSummary {
  movesAnalysed: number;
  bestFound: number;
  /** 0-100, 1 decimal. */
  bestFoundPercent: number;
  pointsMissed: number;
  /** 1 decimal. */
  missedPerMove: number;
  biggestMiss: { moveNum: number; missed: number } | null;
  bingosPlayed: number;
  /** Over moves with a known rack: how many racks had a bingo; null when no rack is known. */
  bingosPossible: number | null;
  racksKnown: number;
  /** 'Nøyaktighet', 0-100 one decimal; null without a strategy table or analysed moves. */
  accuracy: number | null;
  /** The side's graded moves, in move order. */
  graded: { moveNum: number; grade: Grade }[];
}

export interface GameSummary {
  player: SideSummary;
  bot: SideSummary;
}

export interface GameAnalysis {
  /**
   * Same index as game.moves; null for SWAP/PASS/RESIGN and for every move of an ongoing or
   * broken game (or one whose layout is not 225 square codes).
   */
  moves: (MoveAnalysis | null)[];
  summary: GameSummary;
  /** The strategy tables' version ('Analysert med ...'); null: analysed in points. */
  strategyVersion: string | null;
  /**
   * 'Vinnersjanse': the player's winning chance (0-1) before the first move and after each
   * move (same index as the replay's frames); null without a strategy table.
   */
  winChances: number[] | null;
}

/* The verdict (verdict.ts, ../shared/docs/verdict.md): what every view shows of a move. */

/** How the position is judged. */
export type VerdictMethod = 'EQUITY' | 'PREENDGAME' | 'ENDGAME';

/** How the mover's rack is known: `TILES` only the tiles placed (rack null). */
export type VerdictRackSource = 'BOT' | 'BINGO' | 'ENDGAME' | 'INFERRED' | 'TILES';

/** One turn of an endgame line: `mover` true for the side that makes the judged move. */
export interface VerdictStep {
  move: string;
  points: number;
  mover: boolean;
}

export interface VerdictCandidate {
  /** Notation ('H8 ORD', 'PASS'). */
  move: string;
  points: number;
  /** The method's value for the mover: equity in points, or the final spread for ENDGAME. */
  value: number;
  /** The mover's winning chance after it, 0-1; null without a strategy table. */
  win: number | null;
  /** ENDGAME: both sides' turns, to the end of the game or to the depth searched. */
  line?: VerdictStep[];
  /**
   * ENDGAME: the line ends where the game ends and its arithmetic gives `value` to the point;
   * false: the line is cut ('…') and `value` is an estimate ('anslått').
   */
  lineComplete?: boolean;
}

export interface VerdictPlayed {
  move: string;
  points: number;
  value: number;
  win: number | null;
  /** Its place among all legal moves by the method (1 the best), where known. */
  rank: number | null;
}

/** INFERRED: one of the likeliest racks of the mover (verdict.md, the person's racks). */
export interface InferredRack {
  /** Upper case, '?' a blank, in the set's order. */
  rack: string;
  /** Its probability after the game, 0-1. */
  p: number;
}

/** INFERRED: what the move would have been with one of the likeliest racks (same index). */
export interface InferredBest {
  /** The rack's best move by the method (notation), null: none better than the played one. */
  move: string | null;
  points: number;
  /** Percentage points of winning chance the played move loses with this rack. */
  winLost: number;
}

export interface Verdict {
  method: VerdictMethod;
  /** ENDGAME/PREENDGAME only: every value shown is exact; null for EQUITY. */
  proven: boolean | null;
  /** Plies searched, where not proven; null otherwise. */
  depth: number | null;
  rack: string | null;
  rackSource: VerdictRackSource;
  /** Best first by the method's value (the review's list shows them in this order). */
  candidates: VerdictCandidate[];
  played: VerdictPlayed;
  /** Percentage points of winning chance lost (0-100); null without a strategy table. */
  winLost: number | null;
  /** The method's value lost (equity points or final spread), >= 0. */
  pointsLost: number;
  grade: Grade | null;
  /** The move's accuracy 0-100; null without a strategy table. */
  accuracy: number | null;
  /**
   * INFERRED only: the 5 likeliest racks, likeliest first. `rack` is the likeliest, the
   * candidates and `played` are judged with it; `winLost` and `accuracy` are expected over every
   * rack, and `grade` is given only where the racks agree enough that it is right.
   */
  racks?: InferredRack[];
  /** INFERRED only: each of `racks`' best move and what the played move loses with it. */
  rackBest?: InferredBest[];
  /** INFERRED only: the chance (0-1) that the move lost 3 percentage points or more. */
  mistakeChance?: number;
}

export type RackCheck = { ok: true; rack: string } | { ok: false; message: string };

/*
 * Functions (one module each, names binding); `engine` is what a call runs on (movegen/
 * search-engine.ts Engine: the lexicon, its search and the strategy model, or a bare Lexicon
 * without a model):
 *   notation.ts    notation(m), squareName(index)
 *   grades.ts      gradeOf(missed) 5-14, 15-39, >= 40; gradeByWinLost(d) 3, 7, 15; GRADE_LABELS
 *   accuracy.ts    moveAccuracy(d), sideAccuracy(accuracies)       // docs/strategy.md "Accuracy"
 *   chances.ts     chanceAfter(model, position, rack, move), unseenAfter, bagEmpty
 *   equity.ts      topMovesByEquity(engine, board, rack, game, n = 10)
 *   why.ts         whyFacts(engine, input, game), scoreBreakdown(board, move, game)
 *   endgame.ts     searchedEndgame(solver, lexicon, start, played, game, cache)
 *   racks.ts       knownRacks(game), validateRack(rack, language), otherRackAtEmptyBag
 *   top-moves.ts   topMovesForRack, bestWithSameTiles, sameTilesField
 *   analyse.ts     analyseMove(engine, board, move, rack, game, options?, around?)
 *                  analyseGame(engine, game, options?: {endgame?, endgameNodes?, why?})
 *   summary.ts     summarise(moves, game)
 *   stored.ts      storedAnalysis(engine, game, options?)
 *   index.ts       re-exports all of the above.
 */
