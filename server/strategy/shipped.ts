/**
 * The strategy tables shipped with the code (tables/, docs/strategy-tables.md): per tile set a
 * leave table, a win model and a note of how they were made. Read once per process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@ordbot/contract/enums.ts';
import { LeaveTable } from '@ordbot/engine/strategy/leave-table.ts';
import { tableModel, type TableModel } from '@ordbot/engine/strategy/tables.ts';
import { WinModel, type WinModelFile } from '@ordbot/engine/strategy/win-model.ts';

export const TABLES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'tables',
);

/** How a language's tables were made (tables/<LANG>.json). */
export interface TablesNote {
  language: Language;
  /** The strategy version, stored with every analysis made with the tables. */
  version: string;
  leaves: { commands: string[]; games: number; seconds: number };
  win: { commands: string[]; games: number; calibrationError: number };
}

export function shippedTablePaths(language: Language) {
  return {
    leaves: path.join(TABLES_DIR, `${language}.leaves.bin`),
    win: path.join(TABLES_DIR, `${language}.win.json`),
    note: path.join(TABLES_DIR, `${language}.json`),
  };
}

const notes = new Map<Language, TablesNote | null>();

/** The note of a language's tables, or null when it has no complete set of tables. */
function shippedNote(language: Language): TablesNote | null {
  if (notes.has(language)) return notes.get(language) ?? null;
  const files = shippedTablePaths(language);
  const complete = [files.leaves, files.win, files.note].every((f) => fs.existsSync(f));
  const note = complete ? (JSON.parse(fs.readFileSync(files.note, 'utf8')) as TablesNote) : null;
  notes.set(language, note);
  return note;
}

/** The strategy version of a language's shipped tables, or null without tables. */
export function shippedStrategyVersion(language: Language): string | null {
  return shippedNote(language)?.version ?? null;
}

const cache = new Map<Language, TableModel | null>();

/** The shipped model of a language, or null when it has no tables. */
export function loadShippedModel(language: Language): TableModel | null {
  if (cache.has(language)) return cache.get(language) ?? null;
  const note = shippedNote(language);
  let model: TableModel | null = null;
  if (note) {
    const files = shippedTablePaths(language);
    const leaves = LeaveTable.fromBytes(fs.readFileSync(files.leaves));
    const win = new WinModel(JSON.parse(fs.readFileSync(files.win, 'utf8')) as WinModelFile);
    model = tableModel(note.version, leaves, win);
  }
  cache.set(language, model);
  return model;
}
