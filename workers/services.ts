/**
 * The services the app's Web Worker runs (docs/architecture.md: workers/): the replay timeline, a
 * pure function of its arguments, the offline game search over the cached rows in IndexedDB, and
 * the move analysis (analysis.ts, imported on its first call: it brings the word engine along).
 * The same object runs on the main thread where there is no Worker (unit tests). Arguments and
 * results cross the worker boundary by structured clone: plain data only (core/timeline-format.ts).
 */
import type { Language } from '../core/enums.ts';
import { buildTimeline } from '../core/replay.ts';
import type { ReplayGame, ReplayMove } from '../core/replay.ts';
import { unseenTiles } from '../core/tiles.ts';
import { offlineGames, offlineSearch } from './offline-search.ts';
import { packBoard } from '../core/timeline-format.ts';
import type { GameTimeline } from '../core/timeline-format.ts';

export type { GameTimeline, TilePools, TimelineFrame } from '../core/timeline-format.ts';
export type { AnalysisFailure, AnalysisResult, ListInfo, RackResult } from './analysis.ts';

/** What the timeline reads of a game record: the scores and the language of its tile set. */
export interface TimelineGame extends ReplayGame {
  boardInfo: { language: Language };
}

/** Every board, score and tile pool of a game (core buildTimeline and unseenTiles). */
function timeline(game: TimelineGame, moves: readonly ReplayMove[]): GameTimeline {
  const { frames, brokenMoves, hasBrokenMoves } = buildTimeline(game, moves);
  const language = game.boardInfo.language;
  const unseen = frames.map((frame) => unseenTiles(frame.board, language));
  return {
    frames: frames.map((frame) => ({
      ...frame,
      board: packBoard(frame.board),
      placed: [...frame.placed],
    })),
    pools: {
      letters: (unseen[0]?.tiles ?? []).map((tile) => tile.letter),
      counts: unseen.map((pool) => pool.tiles.map((tile) => tile.count)),
      totals: unseen.map((pool) => pool.total),
    },
    brokenMoves,
    hasBrokenMoves,
  };
}

const analysisModule = () => import('./analysis.ts');

/** The analysis of a finished game, with the word list that made it (analysis.ts). */
async function analyseGame(...args: Parameters<typeof import('./analysis.ts').analyse>) {
  return (await analysisModule()).analyse(...args);
}

/** The top 10 for a rack typed in 'Prøv et stativ' (analysis.ts). */
async function rackMoves(...args: Parameters<typeof import('./analysis.ts').rackMoves>) {
  return (await analysisModule()).rackMoves(...args);
}

export const services = { timeline, offlineSearch, offlineGames, analyseGame, rackMoves };

/** The worker's API, for typed calls from the main thread (src/lib/worker-bridge.ts). */
export type Services = typeof services;
export type ServiceName = keyof Services;
