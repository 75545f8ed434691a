/**
 * API payloads of games, their moves and boards, and the game search (packages/contract/api-types.ts exports
 * them all).
 */
import type { BoardInfo } from '@ordbot/engine/game-records.ts';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { Verdict } from '@ordbot/engine/analysis/verdict.ts';
import type { BoardType, Language, SortItem } from './enums.ts';

export type {
  BoardInfo,
  CheatEntry,
  GameDetails,
  GameDetailsBoardInfo,
  GameDetailsGame,
  Move,
} from '@ordbot/engine/game-records.ts';

/** A game row or search result (docs/product.md, Data). */
export interface GameRow {
  gameId: number;
  /** Epoch seconds. */
  startTime: number;
  playerId: number;
  playerName: string;
  playerScore: number;
  botScore: number;
  finished: boolean;
  hasCheat: boolean;
  boardInfo: BoardInfo;
  /** Set by the client after checking the moves (docs/product.md: Data, Checks); never sent by the server. */
  isValid?: boolean;
}

/** GET /api/boards/board-square-types/{id}: 225 codes 0-5, row by row (docs/product.md, Data). */
export interface BoardSquareTypes {
  types: number[];
}

/** Sort of a search (docs/product.md, Paged search); ties are broken by gameId descending (docs/architecture.md). */
export interface GameSort {
  item: SortItem;
  ascending: boolean;
}

/**
 * The one family of search types (docs/product.md, Paged search): the bodies of get-games-paginated and
 * get-games as the web app sends them, the server validates them (packages/contract/api-schemas.ts) and the
 * offline search reads them (packages/contract/search.ts). null counts as omitted, as the server accepts it.
 */
type Maybe<T> = T | null | undefined;

/** Board filter: one language in the search screen, a list in the table variant (docs/product.md, Paged search). */
export interface BoardInfoFilter {
  language?: Maybe<Language | readonly Language[]>;
  boardType?: Maybe<BoardType>;
}

/** Filter fields shared by the paged and the unpaged search (docs/product.md, Paged search). */
export interface GameFilter {
  /** Omitted when no players are chosen. */
  playerIds?: Maybe<readonly number[]>;
  /** Sent as false only for 'Bare pågående spill', otherwise omitted. */
  finished?: Maybe<boolean>;
  boardInfo?: Maybe<BoardInfoFilter>;
  /** Epoch seconds, inclusive. */
  timeFrom?: Maybe<number>;
  /** Epoch seconds, inclusive. */
  timeTo?: Maybe<number>;
}

/**
 * POST /api/games/get-games: the filter and sort, no paging; answers GameRow[]
 * (docs/architecture.md). Omitted sort: the server sorts newest first.
 */
export interface GetGamesRequest extends GameFilter {
  sort?: Maybe<GameSort>;
}

/** POST /api/games/get-games-paginated (docs/product.md, Paged search). pageNumber is 1-based. */
export interface GameSearchRequest extends GetGamesRequest {
  pageSize: number;
  pageNumber: number;
}

/** Counts plus the block of pages returned; first/last 0 when there are no rows (docs/product.md, Paged search). */
export interface PaginationInfo {
  totalRecords: number;
  totalPages: number;
  firstPageNum: number;
  lastPageNum: number;
}

/** One page of a returned block (docs/product.md, Paged search). */
export interface GamePage {
  pageNum: number;
  data: GameRow[];
}

/** Answer of get-games-paginated: the block of up to 5 pages holding the page asked for. */
export interface PagedGames {
  paginationInfo: PaginationInfo;
  pages: GamePage[];
}

/** POST /api/games/fix-games (docs/architecture.md). */
export interface FixGamesResult {
  checked: number;
  broken: number;
}

/** A move's verdict as GET /games/{gameId}/analysis serves it (../shared/docs/verdict.md). */
export interface ServedVerdict extends Verdict {
  moveNum: number;
  side: 'PLAYER' | 'BOT';
}

/**
 * GET /games/{gameId}/analysis: the game's verdicts, judged once on the server. `status` DEEP
 * (the deep pass is done), QUICK (the quick pass's; the deep pass is queued) or QUEUED (nothing
 * judged yet: no figures). `review`: the whole review the replay shows (each move's verdict
 * inside it), so the page needs neither a click nor the word list.
 */
export interface ServedAnalysis {
  gameId: number;
  status: 'DEEP' | 'QUICK' | 'QUEUED';
  /** The analysis form and strategy tables it was made with ('6/NO_B-2'); null when QUEUED. */
  version: string | null;
  accuracy: { player: number | null; bot: number | null };
  moves: ServedVerdict[];
  review: GameAnalysis | null;
  /** Epoch milliseconds of the pass; null when QUEUED. */
  judgedAt: number | null;
}
