/**
 * 'Eksporter' in the game search (issue 16), for SUPERVISOR and ADMIN: the games the current
 * search finds (up to 10,000, the get-games rules) as a CSV or as a zip of GCG files.
 */
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import type { GetGamesRequest } from '../../../core/api-types.ts';
import { exportGames, type ExportFormat } from '../../api/share.ts';
import { TEXT } from '../../ui/text.ts';
import { useAuth } from '../../app/auth.tsx';
import { saveFile } from '../../lib/download.ts';
import './export-menu.css';
import { searchErrorText } from './use-game-search.ts';
import { searchRequest, type SearchState } from './search-state.ts';

const S = TEXT.share;
const FILE_NAMES: Record<ExportFormat, string> = {
  csv: 'ordbot-spill.csv',
  zip: 'ordbot-spill-gcg.zip',
};

/** The search's filter and sort without paging. */
export function exportRequest(state: SearchState): GetGamesRequest {
  const { pageSize: _size, pageNumber: _page, ...search } = searchRequest(state, 1);
  return search;
}

export function ExportMenu({ state }: { state: SearchState }) {
  const { hasRole } = useAuth();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  if (!hasRole('SUPERVISOR')) return null;

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveFile(await exportGames(format, exportRequest(state)), FILE_NAMES[format]);
    } catch (error) {
      toast.error(S.exportFailed(searchErrorText(error)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <details className="export-menu">
      <summary className="button export-menu__summary">{busy ? S.exporting : S.export}</summary>
      <div className="export-menu__panel">
        <p className="export-menu__note">{S.exportNote}</p>
        {(['csv', 'zip'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button export-menu__item"
            disabled={busy !== null}
            onClick={() => run(format)}
          >
            {format === 'csv' ? S.exportCsv : S.exportZip}
          </button>
        ))}
      </div>
    </details>
  );
}
