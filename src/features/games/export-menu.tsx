/**
 * 'Eksporter' in the game search and the games table, for SUPERVISOR and ADMIN: the games the
 * current search finds (up to 10,000, the get-games rules) as a CSV or as a zip of GCG files,
 * its progress in the button while the file arrives.
 */
import type { GetGamesRequest } from '@ordbot/contract/api-types.ts';
import { exportGames, type ExportFormat } from '../../api/share.ts';
import { TEXT } from '../../ui/text.ts';
import { useAuth } from '../../app/auth.tsx';
import { exportProgressText, useFileExport } from '../../ui/use-file-export.ts';
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
  const { busy, progress, run } = useFileExport<ExportFormat>(searchErrorText);
  if (!hasRole('SUPERVISOR')) return null;

  const start = (format: ExportFormat) => {
    const request = exportRequest(state);
    void run(format, (onProgress) => exportGames(format, request, onProgress), FILE_NAMES[format]);
  };

  return (
    <details className="export-menu">
      <summary className="button export-menu__summary">
        <span aria-live="polite">{busy ? exportProgressText(progress) : S.export}</span>
      </summary>
      <div className="export-menu__panel">
        <p className="export-menu__note">{S.exportNote}</p>
        {(['csv', 'zip'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button export-menu__item"
            disabled={busy !== null}
            onClick={() => start(format)}
          >
            {format === 'csv' ? S.exportCsv : S.exportZip}
          </button>
        ))}
      </div>
    </details>
  );
}
