/** Board images by game and move, drawn once and then served from the cache (docs/analysis.md). */
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { buildTimeline, type ReplayFrame } from '@ordbot/engine/replay.ts';
import type { Db } from '../db/database.ts';
import { games } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { ImageCache } from './image-cache.ts';
import { loadFinishedGame, ONGOING_MESSAGE } from './finished-game.ts';
import { MESSAGES } from '../http/messages.ts';

/** Bump when the drawing changes: it is part of the cache key and the ETag. */
export const IMAGE_VERSION = 1;
/** About 150 images of 150-250 KB. */
const MEMORY_BYTES = 32 * 1024 * 1024;

export interface BoardImage {
  png: Buffer;
  /** Strong validator: the same key (game, version, move) is always the same picture. */
  etag: string;
}

export class BoardImages {
  private readonly cache: ImageCache;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    const dir = dataDir.startsWith('memory://') ? null : path.join(dataDir, 'share-images');
    this.cache = new ImageCache(MEMORY_BYTES, dir);
  }

  /**
   * The board after move `trekk` (0: empty; undefined: the last move) of a finished game. The
   * cache key and the ETag carry the game's version (its last write): a game sent again draws
   * anew, and one sent again as ongoing answers 409 whatever was cached.
   */
  async image(gameId: number, trekk: number | undefined): Promise<BoardImage> {
    const [row] = await this.db
      .select({ finished: games.finished, updatedAt: games.updatedAt })
      .from(games)
      .where(eq(games.id, gameId));
    if (!row) throw notFound(MESSAGES.gameNotFound(gameId));
    if (!row.finished) throw conflict(ONGOING_MESSAGE);
    const version = row.updatedAt.getTime().toString(36);
    const key = `${gameId}-${version}-${trekk ?? 'last'}-v${IMAGE_VERSION}.png`;
    const etag = `"${key}"`;
    const cached = await this.cache.get(key);
    if (cached) return { png: cached, etag };
    const { details, layout } = await loadFinishedGame(this.db, gameId);
    const timeline = buildTimeline(details.game, details.moves);
    const count = timeline.moves.length;
    const moveNum = trekk ?? count;
    if (moveNum > count) throw badRequest(MESSAGES.moveOutOfRange(count));
    // The canvas library (a 35 MB native module) loads with the first image, not with the server.
    const { renderBoardImage } = await import('./board-image.ts');
    const png = await renderBoardImage({
      details,
      layout,
      frame: timeline.frames[moveNum] as ReplayFrame,
      move: moveNum === 0 ? null : (timeline.moves[moveNum - 1] ?? null),
      moveCount: count,
    });
    this.cache.set(key, png);
    return { png, etag };
  }
}
