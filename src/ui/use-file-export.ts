/**
 * A file export the user started ('Eksporter' in the game search and the games table, 'Last ned
 * mine spill' in 'Min konto'): one at a time, its progress as games arrived of the total the
 * server announced (docs/analysis.md, sharing), saved under its name when complete.
 */
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { formatNumber } from '@ordbot/contract/format.ts';
import type { ExportProgress, OnExportProgress } from '../api/share.ts';
import { saveFile } from '../lib/download.ts';
import { TEXT } from './text.ts';

const S = TEXT.share;

/** 'Eksporterer... 1 234 av 2 000 spill'; before the answer's headers, 'Eksporterer...'. */
export function exportProgressText(progress: ExportProgress | null): string {
  if (!progress) return S.exporting;
  const done = formatNumber(progress.done);
  return progress.total === null
    ? S.exportProgressSoFar(done)
    : S.exportProgress(done, formatNumber(progress.total));
}

export interface FileExport<K extends string> {
  /** The export under way, or null. */
  busy: K | null;
  progress: ExportProgress | null;
  run(
    key: K,
    download: (onProgress: OnExportProgress) => Promise<Blob>,
    name: string,
  ): Promise<void>;
}

/** `errorText` turns a failure into the words after 'Kunne ikke eksportere: '. */
export function useFileExport<K extends string>(
  errorText: (error: unknown) => string,
): FileExport<K> {
  const [busy, setBusy] = useState<K | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const run = async (
    key: K,
    download: (onProgress: OnExportProgress) => Promise<Blob>,
    name: string,
  ) => {
    if (busy !== null) return;
    setBusy(key);
    setProgress(null);
    try {
      saveFile(await download(setProgress), name);
    } catch (error) {
      toast.error(S.exportFailed(errorText(error)));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };
  return { busy, progress, run };
}
