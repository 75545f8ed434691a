/** Sharing and export calls (issue 16): plain addresses for files, and the search export. */
import type { GetGamesRequest } from '../../core/api-types.ts';
import { requestFile } from './client.ts';

/** An export of 10,000 games takes a while: wait up to five minutes. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** The GCG download of a finished game (open to anyone, so a plain link does). */
export function gcgUrl(gameId: number): string {
  return `/api/games/${encodeURIComponent(gameId)}/gcg`;
}

/** The board image after move `trekk` of a finished game, as a PNG file. */
export function fetchBoardImage(gameId: number, trekk: number): Promise<Blob> {
  return requestFile(`/games/${encodeURIComponent(gameId)}/image.png?trekk=${trekk}`);
}

export type ExportFormat = 'csv' | 'zip';

/** The games a search finds (the get-games rules) as a CSV or a zip of GCG files. */
export function exportGames(format: ExportFormat, body: GetGamesRequest): Promise<Blob> {
  return requestFile(`/games/export.${format}`, {
    method: 'POST',
    body,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}
