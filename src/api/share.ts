/** Sharing and export calls (issue 16): plain addresses for files, and the search export. */
import { CALLS, pathOf } from '../../core/api-contract.ts';
import type { GetGamesRequest } from '../../core/api-types.ts';
import { callFile } from './client.ts';

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

/** The games a search finds (the get-games rules) as a CSV or a zip of GCG files. */
export function exportGames(format: ExportFormat, body: GetGamesRequest): Promise<Blob> {
  return callFile(EXPORTS[format], { body }, EXPORT_TIMEOUT_MS);
}
