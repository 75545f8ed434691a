/**
 * The shapes of the move analysis (issue 14, docs/analysis.md), shared by the replay's worker
 * and, later, the server. Plain data only, so a worker can post it unchanged.
 */
import type { EngineMove } from '../engine/types.ts';
import type { Move } from '../api-types.ts';
import type { Language } from '../enums.ts';

/** Labels: 'Unøyaktighet' | 'Feil' | 'Tabbe'. */
export type Grade = 'INACCURACY' | 'MISTAKE' | 'BLUNDER';

/** How a rack is known: sent by the bot / 7 tiles placed / implied at an empty bag. */
export type RackSource = 'BOT' | 'BINGO' | 'ENDGAME';

/** A placement with its notation ('8H HASJ', docs/analysis.md "Notation"). */
export interface Alternative extends EngineMove {
  notation: string;
}

export interface RankedAlternative extends Alternative {
  played: boolean;
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
}

export type RackCheck = { ok: true; rack: string } | { ok: false; message: string };

/*
 * Functions (one module each, names binding):
 *   notation.ts    notation(m: Pick<EngineMove, 'x' | 'y' | 'vertical' | 'mainWord'>): string
 *   grades.ts      gradeOf(missed: number): Grade | null        // 5-14, 15-39, >= 40
 *                  GRADE_LABELS: Record<Grade, string>
 *   racks.ts       knownRacks(game: AnalysisGame): (KnownRack | null)[]   // per move index
 *                  validateRack(rack: string, language: Language): RackCheck
 *   top-moves.ts   topMovesForRack(lexicon, board, rack, game: AnalysisContext, n = 10): Alternative[]
 *                  bestWithSameTiles(lexicon, board, letters, game): Alternative | null
 *   analyse.ts     analyseMove(lexicon, boardBefore, move, rack: KnownRack | null, game: AnalysisContext): MoveAnalysis
 *                  analyseGame(lexicon, game: AnalysisGame): GameAnalysis   // broken games: all null
 *   summary.ts     summarise(moves: (MoveAnalysis | null)[], game: AnalysisGame): GameSummary
 *   index.ts       re-exports all of the above.
 */
