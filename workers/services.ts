/**
 * The services the app's Web Worker runs (docs/architecture.md: workers/): the replay timeline, a
 * pure function of its arguments, the offline game search over the cached rows in IndexedDB
 * (offline-search.ts), the move analysis (analysis.ts: it brings the word engine along) and
 * practice (practice.ts), each imported on its first call: the worker's first script holds the
 * timeline only, the part the replay needs first.
 * The same object runs on the main thread where there is no Worker (unit tests). Arguments and
 * results cross the worker boundary by structured clone: plain data only (packages/engine/timeline-format.ts).
 */
import type { Language } from '@ordbot/contract/enums.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import type { ReplayGame, ReplayMove } from '@ordbot/engine/replay.ts';
import { unseenTiles } from '@ordbot/engine/tiles.ts';
import { packBoard } from '@ordbot/engine/timeline-format.ts';
import type { GameTimeline } from '@ordbot/engine/timeline-format.ts';

export type { GameTimeline, TilePools, TimelineFrame } from '@ordbot/engine/timeline-format.ts';
export type {
  AnalysisFailure,
  AnalysisResult,
  DeeperOpened,
  DeeperResult,
  ListInfo,
  RackResult,
} from './analysis.ts';
export type { PrepareResult, SimulateService, SimulationFailure } from './simulate.ts';
export type {
  PracticeCheckResult,
  PracticeReviewResult,
  PracticeSolutionResult,
} from './practice.ts';

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

const offlineModule = () => import('./offline-search.ts');

/** get-games-paginated over the cached rows (offline-search.ts). */
async function offlineSearch(
  ...args: Parameters<typeof import('./offline-search.ts').offlineSearch>
) {
  return (await offlineModule()).offlineSearch(...args);
}

/** get-games over the cached rows (offline-search.ts). */
async function offlineGames(
  ...args: Parameters<typeof import('./offline-search.ts').offlineGames>
) {
  return (await offlineModule()).offlineGames(...args);
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

/**
 * 'Søk dypere', a move's endgame searched past the review's budget (analysis.ts): a search the
 * page opens under an id of its own, steps and closes (src/features/replay/deeper-search.ts).
 */
async function openEndgameDeeper(
  ...args: Parameters<typeof import('./analysis.ts').openEndgameDeeper>
) {
  return (await analysisModule()).openEndgameDeeper(...args);
}

/** The next step of an open 'Søk dypere' search (analysis.ts). */
async function stepEndgameDeeper(
  ...args: Parameters<typeof import('./analysis.ts').stepEndgameDeeper>
) {
  return (await analysisModule()).stepEndgameDeeper(...args);
}

/** Lets go of an open 'Søk dypere' search, its table with it (analysis.ts). */
async function closeEndgameDeeper(
  ...args: Parameters<typeof import('./analysis.ts').closeEndgameDeeper>
) {
  (await analysisModule()).closeEndgameDeeper(...args);
}

const practiceModule = () => import('./practice.ts');

/** Checks a placement in practice (practice.ts). */
async function checkPractice(...args: Parameters<typeof import('./practice.ts').checkPractice>) {
  return (await practiceModule()).checkPractice(...args);
}

/** The best placement of a practice position (practice.ts). */
async function practiceSolution(
  ...args: Parameters<typeof import('./practice.ts').practiceSolution>
) {
  return (await practiceModule()).practiceSolution(...args);
}

/** The review of an exercise's move, with 'Hvorfor' (practice.ts). */
async function practiceReview(...args: Parameters<typeof import('./practice.ts').practiceReview>) {
  return (await practiceModule()).practiceReview(...args);
}

const simulateModule = () => import('./simulate.ts');

/** A simulation's candidates (simulate.ts), where no simulation worker can start. */
async function simulatePrepare(...args: Parameters<typeof import('./simulate.ts').prepare>) {
  return (await simulateModule()).prepare(...args);
}

/** A batch of a simulation's iterations (simulate.ts), where no simulation worker can start. */
async function simulatePlay(...args: Parameters<typeof import('./simulate.ts').play>) {
  return (await simulateModule()).play(...args);
}

export const services = {
  timeline,
  offlineSearch,
  offlineGames,
  analyseGame,
  rackMoves,
  openEndgameDeeper,
  stepEndgameDeeper,
  closeEndgameDeeper,
  checkPractice,
  practiceSolution,
  practiceReview,
  simulatePrepare,
  simulatePlay,
};

/** The worker's API, for typed calls from the main thread (src/lib/worker-bridge.ts). */
export type Services = typeof services;
export type ServiceName = keyof Services;
