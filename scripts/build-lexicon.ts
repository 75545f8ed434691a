// Over 300 lines: choosing the lists, building one, the notes of lists in progress and the
// parallel children share the options and the file names; split, each would need them all.
/**
 * npm run build:lexicon: builds build/lexicon/<LANG>.dawg for every language from the word-list
 * packages, or from the operator's own file (WORDLIST_NO_B=/path/list.txt and so on: one word
 * per line, UTF-8), and notes beside it (<LANG>.json) which list it holds. With --if-missing it
 * builds only the files that are missing, of an older format, or of another list than asked for;
 * with --language NO_B only that language.
 *
 * While it builds a list it keeps a note beside it (<LANG>.building, its process id: the server
 * answers 503 for that language meanwhile, packages/engine/node/lexicon-files.ts), and every file
 * is written under a temporary name and renamed, so no reader sees half a list. The default
 * language goes first; --jobs 2 builds two lists at a time in processes of their own, --nice 10
 * at a lower priority once the notes are written (npm start does both in the background,
 * scripts/lib/build.mjs). Started with an IPC channel, it tells its parent which lists it builds
 * ({ planned: [...] }) once their notes are written, before building any.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { STATS_LANGUAGE } from '@ordbot/contract/constants.ts';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import {
  compressedLexiconPath,
  LEXICON_DIR,
  LIST_PACKAGES,
  lexiconBuildingPath,
  lexiconMetaPath,
  lexiconPath,
  loadLexiconFile,
  readLexiconMeta,
  wordListVariable,
  type LexiconCleaning,
  type LexiconMeta,
} from '@ordbot/engine/node/lexicon-files.ts';
import { CLEANING_VERSION, cleanWords, readReview } from './lexicon/cleaning.ts';
import { REVIEW_FILES, SOURCES, filterWords, type SourceWords } from './lexicon/sources.ts';

const require = createRequire(import.meta.url);

/** Writes a file under a temporary name, then renames it: a reader sees the old file or the new. */
function writeAtomic(file: string, data: string | Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

function packageVersion(name: string): string {
  // Some packages export no package.json: find it beside the resolved entry.
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** The list asked for: the operator's file when its variable is set, else the npm package. */
function wantedSource(language: Language): LexiconMeta['source'] {
  const file = process.env[wordListVariable(language)]?.trim();
  if (file) {
    const full = path.resolve(file);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      console.error(`${wordListVariable(language)}: the word file ${full} cannot be read.`);
      process.exit(1);
    }
    return { kind: 'file', path: full, size: stat.size, mtimeMs: stat.mtimeMs };
  }
  const name = LIST_PACKAGES[language];
  return { kind: 'npm', package: name, version: packageVersion(name) };
}

function sourceName(source: LexiconMeta['source']): string {
  return source.kind === 'npm' ? `${source.package}@${source.version}` : path.basename(source.path);
}

function sameSource(a: LexiconMeta['source'], b: LexiconMeta['source']): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function usableLexicon(language: Language): Lexicon | null {
  try {
    return loadLexiconFile(language);
  } catch {
    return null;
  }
}

/** The brotli copy the server sends to browsers (best quality: seconds, so done here, once). */
function writeCompressed(language: Language, bytes: Uint8Array) {
  const packed = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
  writeAtomic(compressedLexiconPath(language), packed);
}

function hasCompressed(language: Language): boolean {
  try {
    const packed = fs.readFileSync(compressedLexiconPath(language));
    return zlib.brotliDecompressSync(packed).equals(fs.readFileSync(lexiconPath(language)));
  } catch {
    return false;
  }
}

function writeMeta(
  language: Language,
  source: LexiconMeta['source'],
  wordCount: number,
  cleaning?: LexiconCleaning,
) {
  const meta: LexiconMeta = { name: sourceName(source), source, wordCount, cleaning };
  writeAtomic(lexiconMetaPath(language), `${JSON.stringify(meta, null, 2)}\n`);
}

/** The cleaning a package list gets now (an operator's own file is taken as it is). */
function wantedCleaning(language: Language, source: LexiconMeta['source']) {
  if (source.kind !== 'npm' || !(language in REVIEW_FILES)) return undefined;
  const file = REVIEW_FILES[language as keyof typeof REVIEW_FILES];
  return { version: CLEANING_VERSION, review: readReview(file).hash };
}

function sameCleaning(meta: LexiconMeta, wanted: ReturnType<typeof wantedCleaning>): boolean {
  return meta.cleaning?.version === wanted?.version && meta.cleaning?.review === wanted?.review;
}

function readWords(language: Language, source: LexiconMeta['source']): SourceWords {
  if (source.kind === 'npm') return SOURCES[language]();
  // Blank lines are no words, and not counted as left out.
  return {
    words: fs
      .readFileSync(source.path, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== ''),
  };
}

/**
 * What a list is made of: the same key, the same bytes (ENG_US and ENG_INT read the same package
 * the same way over the same letters), so it is built once and written for both.
 */
function madeOf(language: Language, source: LexiconMeta['source']): string {
  const reader = source.kind === 'npm' ? SOURCES[language].name : 'file';
  return `${JSON.stringify(source)}|${reader}|${lexiconAlphabet(language)}`;
}

const builtHere = new Map<
  string,
  { language: Language; bytes: Uint8Array; wordCount: number; cleaning?: LexiconCleaning }
>();

function build(language: Language, source: LexiconMeta['source']) {
  const t0 = performance.now();
  const same = builtHere.get(madeOf(language, source));
  if (same) {
    writeAtomic(lexiconPath(language), same.bytes);
    // Its brotli copy too: compressing at the best quality again would take seconds.
    writeAtomic(
      compressedLexiconPath(language),
      fs.readFileSync(compressedLexiconPath(same.language)),
    );
    writeMeta(language, source, same.wordCount, same.cleaning);
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`${language}: the same list as ${same.language}, ${secs} s`);
    return;
  }
  const { words: raw, cleaning: how } = readWords(language, source);
  let words = filterWords(raw, lexiconAlphabet(language));
  let cleaning: LexiconCleaning | undefined;
  if (how) {
    const review = readReview(how.review);
    const cleaned = cleanWords(words, how.signals, review);
    words = cleaned.words;
    const removed = Object.values(cleaned.removed).reduce((a, b) => a + b, 0);
    cleaning = { version: CLEANING_VERSION, review: review.hash, removed, rules: cleaned.removed };
  }
  if (words.length === 0) {
    console.error(`${language}: ${sourceName(source)} holds no playable words.`);
    process.exit(1);
  }
  const lexicon = Lexicon.fromWords(words, lexiconAlphabet(language));
  const bytes = lexicon.toBytes();
  writeAtomic(lexiconPath(language), bytes);
  writeCompressed(language, bytes);
  writeMeta(language, source, lexicon.wordCount, cleaning);
  builtHere.set(madeOf(language, source), {
    language,
    bytes,
    wordCount: lexicon.wordCount,
    cleaning,
  });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const mb = (bytes.byteLength / 1e6).toFixed(2);
  const rules = cleaning
    ? Object.entries(cleaning.rules)
        .map(([rule, n]) => `${rule} ${n}`)
        .join(', ')
    : '';
  const note =
    source.kind === 'file'
      ? ` (${raw.length - words.length} lines left out)`
      : cleaning
        ? ` (${cleaning.removed} removed: ${rules})`
        : '';
  console.log(
    `${language}: ${sourceName(source)}, ${lexicon.wordCount} words${note}, ${mb} MB, ${secs} s`,
  );
}

const ifMissing = process.argv.includes('--if-missing');
// A process of a --jobs build: its parent keeps the notes.
const child = process.argv.includes('--child');
const jobs = Math.max(1, Number(process.argv[process.argv.indexOf('--jobs') + 1]) || 1);
// --language NO_B builds that language only (NO_B,NO_NY those).
const only = (process.argv[process.argv.indexOf('--language') + 1] ?? '').split(',');
// The default language first (the first page and most demo games are in it), then the longest
// to build, so that two builds at a time end together.
const ORDER: readonly Language[] = [STATS_LANGUAGE, 'NO_NY', 'ENG_US', 'ENG_INT'];
const languages = [...LANGUAGES]
  .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
  .filter((language) => !process.argv.includes('--language') || only.includes(language));
if (
  languages.length === 0 ||
  (process.argv.includes('--language') && languages.length < only.length)
) {
  console.error(`Unknown language '${only.join(',')}': one of ${LANGUAGES.join(', ')}`);
  process.exit(2);
}
fs.mkdirSync(LEXICON_DIR, { recursive: true });
// Files a build cut short left half written (<file>.<pid>.tmp of a process that is gone).
for (const file of fs.readdirSync(LEXICON_DIR)) {
  const pid = Number(/\.(\d+)\.tmp$/.exec(file)?.[1]);
  if (!pid) continue;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') {
      fs.rmSync(path.join(LEXICON_DIR, file), { force: true });
    }
  }
}

/** The languages whose list is built now (with --if-missing, those missing or not current). */
function plan(): { language: Language; source: LexiconMeta['source'] }[] {
  const todo: { language: Language; source: LexiconMeta['source'] }[] = [];
  for (const language of languages) {
    const source = wantedSource(language);
    if (ifMissing) {
      const lexicon = usableLexicon(language);
      const meta = readLexiconMeta(language);
      // A lexicon from before the notes was built from the package: note that, no rebuild.
      const current = meta
        ? sameSource(meta.source, source) && sameCleaning(meta, wantedCleaning(language, source))
        : source.kind === 'npm' && !wantedCleaning(language, source);
      if (lexicon && current) {
        if (!meta) writeMeta(language, source, lexicon.wordCount);
        if (!hasCompressed(language)) writeCompressed(language, lexicon.toBytes());
        continue;
      }
    }
    todo.push({ language, source });
  }
  return todo;
}

/** Builds languages in a process of its own (a --jobs build); resolves whether it succeeded. */
function buildInChild(languages: Language[]): Promise<boolean> {
  return new Promise((resolve) => {
    const args = [
      '--import',
      'tsx',
      import.meta.filename,
      '--language',
      languages.join(','),
      '--child',
    ];
    const proc = spawn(process.execPath, args, { stdio: 'inherit' });
    proc.on('error', () => resolve(false));
    proc.on('exit', (code) => resolve(code === 0));
  });
}

const todo = plan();
const notes = new Set<Language>();
const dropNote = (language: Language) => {
  notes.delete(language);
  fs.rmSync(lexiconBuildingPath(language), { force: true });
};
if (!child) {
  for (const { language } of todo) {
    fs.writeFileSync(lexiconBuildingPath(language), `${process.pid}\n`);
    notes.add(language);
  }
  // A build cut short or failed leaves no note behind (a note of a dead process counts for
  // nothing anyway).
  process.on('exit', () => [...notes].forEach(dropNote));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));
}
process.send?.({ planned: todo.map((t) => t.language) });
// --nice 10: the building itself at a lower priority (npm start's web app and server go first).
if (process.argv.includes('--nice')) {
  try {
    os.setPriority(Number(process.argv[process.argv.indexOf('--nice') + 1]) || 10);
  } catch {
    // not allowed here: built at the same priority
  }
}

if (jobs === 1 || child || todo.length <= 1) {
  for (const { language, source } of todo) {
    build(language, source);
    if (!child) dropNote(language);
  }
} else {
  let failed = false;
  // Lists made of the same words are one job (built once, written for each).
  const groups = new Map<string, Language[]>();
  for (const { language, source } of todo) {
    const key = madeOf(language, source);
    groups.set(key, [...(groups.get(key) ?? []), language]);
  }
  const queue = [...groups.values()];
  await Promise.all(
    Array.from({ length: Math.min(jobs, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const ok = await buildInChild(next);
        next.forEach(dropNote);
        if (!ok) failed = true;
      }
    }),
  );
  if (failed) process.exit(1);
}
