/** Sharing and export calls: plain addresses for files, and the search export. */
import { CALLS, EXPORT_COUNT_HEADER, pathOf } from '@ordbot/contract/api-contract.ts';
import type { GetGamesRequest } from '@ordbot/contract/api-types.ts';
import { csvGameCounter, zipGameCounter, type GameCounter } from '../lib/export-progress.ts';
import { callFile, callFileStreamed, type FileStreamHandlers } from './client.ts';

/** An export of 10,000 games takes a while: wait up to five minutes. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** The GCG download of a finished game (open to anyone, so a plain link does). */
export function gcgUrl(gameId: number): string {
  return pathOf(CALLS.gameGcg, { id: gameId });
}

/** The board image after move `trekk` of a finished game, as a PNG file. */
export function fetchBoardImage(gameId: number, trekk: number): Promise<Blob> {
  return callFile(CALLS.boardImage, { params: { id: gameId }, query: { trekk } });
}

export type ExportFormat = 'csv' | 'zip';

const EXPORTS = { csv: CALLS.exportCsv, zip: CALLS.exportZip } as const;

/** How far an export has come: games arrived, of the total the server announced (null: none). */
export interface ExportProgress {
  done: number;
  total: number | null;
}

export type OnExportProgress = (progress: ExportProgress) => void;

/** Reads the server's count header, then counts the games as the file's bytes arrive. */
function progressHandlers(counter: GameCounter, onProgress: OnExportProgress): FileStreamHandlers {
  let total: number | null = null;
  let done = 0;
  return {
    onHeaders(headers) {
      const announced = Number(headers.get(EXPORT_COUNT_HEADER) ?? Number.NaN);
      total = Number.isInteger(announced) && announced >= 0 ? announced : null;
      onProgress({ done, total });
    },
    onChunk(chunk) {
      const counted = counter(chunk);
      // A count never passes the total the server announced.
      const next = total === null ? counted : Math.min(counted, total);
      if (next !== done) {
        done = next;
        onProgress({ done, total });
      }
    },
  };
}

/** The games a search finds (the get-games rules) as a CSV or a zip of GCG files. */
export function exportGames(
  format: ExportFormat,
  body: GetGamesRequest,
  onProgress: OnExportProgress = () => {},
): Promise<Blob> {
  const counter = format === 'csv' ? csvGameCounter() : zipGameCounter();
  return callFileStreamed(
    EXPORTS[format],
    { body },
    progressHandlers(counter, onProgress),
    EXPORT_TIMEOUT_MS,
  );
}

/** The signed-in user's own finished games as a zip of GCG files ('Min konto'). */
export function downloadOwnGames(onProgress: OnExportProgress = () => {}): Promise<Blob> {
  return callFileStreamed(
    CALLS.ownGamesZip,
    {},
    progressHandlers(zipGameCounter(), onProgress),
    EXPORT_TIMEOUT_MS,
  );
}
