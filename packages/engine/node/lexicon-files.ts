import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { REPO_ROOT } from './repo.ts';
import type { Language } from '../game-enums.ts';
import { Lexicon, LexiconFormatError } from '../movegen/lexicon.ts';

/**
 * Where `npm run build:lexicon` writes the lexicons (not committed: built from npm packages);
 * LEXICON_DIR moves it (the tests build an operator's list into a folder of their own).
 */
export const LEXICON_DIR = process.env.LEXICON_DIR
  ? path.resolve(process.env.LEXICON_DIR)
  : path.join(REPO_ROOT, 'build', 'lexicon');

export class LexiconFileError extends Error {}

/** A list being built now (npm start builds them after the server listens): ask again soon. */
export class LexiconBuildingError extends LexiconFileError {
  constructor(readonly language: Language) {
    super(`The ${language} lexicon is being built: ask again in a few seconds`);
  }
}

export function lexiconPath(language: Language): string {
  return path.join(LEXICON_DIR, `${language}.dawg`);
}

/** The lexicon compressed with brotli at its best, made by the build for the browser's download. */
export function compressedLexiconPath(language: Language): string {
  return `${lexiconPath(language)}.br`;
}

/** The npm package each language's list comes from when the operator gives no file of their own. */
export const LIST_PACKAGES: Record<Language, string> = {
  NO_B: '@cspell/dict-nb-no',
  NO_NY: 'dictionary-nn',
  ENG_US: 'word-list',
  ENG_INT: 'word-list',
};

/** The environment variable naming an operator's own word file: WORDLIST_NO_B and so on. */
export function wordListVariable(language: Language): string {
  return `WORDLIST_${language}`;
}

/** Where a lexicon came from, written beside it (build/lexicon/<LANG>.json) by the build. */
export interface LexiconMeta {
  /** The list's name: 'package@version' or the operator's file name. */
  name: string;
  source:
    | { kind: 'npm'; package: string; version: string }
    | { kind: 'file'; path: string; size: number; mtimeMs: number };
  wordCount: number;
  /** How a package list was cleaned (docs/word-lists.md); absent for a list taken as it is. */
  cleaning?: LexiconCleaning;
}

export interface LexiconCleaning {
  /** The rules' version and the exclusion file's hash: a change to either rebuilds the list. */
  version: number;
  review: string;
  /** Words the cleaning removed, in all and by rule. */
  removed: number;
  rules: Record<string, number>;
}

export function lexiconMetaPath(language: Language): string {
  return path.join(LEXICON_DIR, `${language}.json`);
}

/** The build's note on a lexicon, or null when there is none (a lexicon built before notes). */
export function readLexiconMeta(language: Language): LexiconMeta | null {
  try {
    const meta = JSON.parse(fs.readFileSync(lexiconMetaPath(language), 'utf8')) as LexiconMeta;
    return typeof meta?.name === 'string' && typeof meta.source === 'object' ? meta : null;
  } catch {
    return null;
  }
}

/** The list's name as the replay shows it; without a note, the default package's name. */
export function lexiconName(language: Language): string {
  return readLexiconMeta(language)?.name ?? LIST_PACKAGES[language];
}

/** Words the cleaning removed from the language's list (0 for a list taken as it is). */
export function lexiconRemoved(language: Language): number {
  return readLexiconMeta(language)?.cleaning?.removed ?? 0;
}

/**
 * The note the build keeps beside a list while it makes it (build/lexicon/<LANG>.building, the
 * building process's id): written for every list it will build before the server starts, removed
 * once the list, its brotli copy and its note are in place (scripts/build-lexicon.ts).
 */
export function lexiconBuildingPath(language: Language): string {
  return path.join(LEXICON_DIR, `${language}.building`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the language's list is being built now: its note is there and names a live process (a
 * build that died leaves a note that no longer counts: the list is then missing or the old one).
 */
export function lexiconBuilding(language: Language): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lexiconBuildingPath(language), 'utf8').trim());
  } catch {
    return false;
  }
  return Number.isInteger(pid) && pid > 0 && processAlive(pid);
}

/**
 * Resolves once the language's list is no longer being built (then it is there, or the build
 * failed and loading it says so); checks every `intervalMs`.
 */
export async function whenLexiconBuilt(language: Language, intervalMs = 500): Promise<void> {
  while (lexiconBuilding(language)) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** How long a worker thread waits for a list being built before it gives up. */
const WORKER_WAIT_MS = 10 * 60_000;

/**
 * In a worker thread (the analysis, the demo's games): waits while the list is being built, so
 * its work is done with the list and not failed for want of it; the main thread must not block,
 * so there it throws LexiconBuildingError (the server answers 503 before this is reached).
 */
function awaitBuild(language: Language) {
  if (!lexiconBuilding(language)) return;
  if (isMainThread) throw new LexiconBuildingError(language);
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + WORKER_WAIT_MS;
  while (lexiconBuilding(language)) {
    if (Date.now() > until) throw new LexiconBuildingError(language);
    Atomics.wait(sleeper, 0, 0, 250);
  }
}

const loaded = new Map<Language, Lexicon>();

/** Reads a lexicon file, with a message that says what to do when it is missing or damaged. */
export function loadLexiconFile(language: Language, file = lexiconPath(language)): Lexicon {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    throw new LexiconFileError(
      `The ${language} lexicon (${file}) is missing: run 'npm run build:lexicon'`,
    );
  }
  try {
    return Lexicon.fromBytes(bytes);
  } catch (err) {
    const why = err instanceof LexiconFormatError ? err.message : String(err);
    throw new LexiconFileError(
      `The ${language} lexicon (${file}) is corrupt (${why}): run 'npm run build:lexicon'`,
    );
  }
}

/**
 * One loaded lexicon per language for the life of the process; a list being built is waited for
 * in a worker thread and refused in the main thread (LexiconBuildingError).
 */
export function getLexicon(language: Language): Lexicon {
  let lexicon = loaded.get(language);
  if (!lexicon) {
    awaitBuild(language);
    lexicon = loadLexiconFile(language);
    loaded.set(language, lexicon);
  }
  return lexicon;
}
