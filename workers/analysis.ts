/**
 * The replay's move analysis in the Web Worker (issue 14). services.ts imports this module on
 * the first analysis call only, so the worker's first script (the timeline) stays small.
 *
 * The word list comes from the server's index (GET /api/lexicons) and its content-hashed file,
 * fetched on first use and kept in a Cache Storage cache of its own (never the service
 * worker's), so a game analysed once is analysed again with no network. A loaded lexicon stays
 * in memory for the worker's life.
 */
import { analyseGame } from '../core/analysis/analyse.ts';
import { topMovesForRack } from '../core/analysis/top-moves.ts';
import type {
  Alternative,
  AnalysisContext,
  AnalysisGame,
  GameAnalysis,
} from '../core/analysis/types.ts';
import { Lexicon } from '../core/engine/lexicon.ts';
import type { Language } from '../core/enums.ts';
import { LEXICON_INDEX_URL, type LexiconEntry, type LexiconIndex } from '../core/lexicon-index.ts';
import { EMPTY_SQUARE } from '../core/timeline-format.ts';

/** The Cache Storage cache of the word lists; bump the suffix if its contents change form. */
export const LEXICON_CACHE = 'ordbot-lexicons-v1';
/** Where the cache keeps the index entry a language's file was fetched under (for offline use). */
const entryKey = (language: Language) => `/lexicons/entry/${language}`;

/** Why an analysis could not run, for the panel to word in Norwegian. */
export type AnalysisFailure = 'NO_LEXICON' | 'OFFLINE';

export class AnalysisError extends Error {
  constructor(readonly reason: AnalysisFailure) {
    super(reason);
  }
}

/** The word list that analysed a game, as the replay names it. */
export interface ListInfo {
  language: Language;
  name: string;
  wordCount: number;
}

export type AnalysisResult =
  { ok: true; analysis: GameAnalysis; list: ListInfo } | { ok: false; reason: AnalysisFailure };

export type RackResult =
  { ok: true; moves: Alternative[]; list: ListInfo } | { ok: false; reason: AnalysisFailure };

interface Loaded {
  lexicon: Lexicon;
  list: ListInfo;
}

const loaded = new Map<Language, Promise<Loaded>>();

function openCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined') return Promise.resolve(null);
  return caches.open(LEXICON_CACHE).catch(() => null);
}

async function fetchIndex(): Promise<LexiconIndex | null> {
  try {
    const res = await fetch(LEXICON_INDEX_URL, { cache: 'no-cache' });
    return res.ok ? ((await res.json()) as LexiconIndex) : null;
  } catch {
    return null;
  }
}

/** The entry this device last fetched for `language`, when the network has no index. */
async function cachedEntry(cache: Cache | null, language: Language): Promise<LexiconEntry | null> {
  const res = await cache?.match(entryKey(language));
  return res ? ((await res.json()) as LexiconEntry) : null;
}

/** Keeps the file and its entry; files of older hashes of the language are dropped. */
async function remember(cache: Cache, entry: LexiconEntry, file: Response) {
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith(`/lexicons/${entry.language}.`) && path !== entry.url) {
      await cache.delete(request);
    }
  }
  await cache.put(entry.url, file);
  await cache.put(
    entryKey(entry.language),
    new Response(JSON.stringify(entry), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The lexicon file's bytes: from this worker's cache, else from the network (then cached). */
async function lexiconBytes(
  language: Language,
): Promise<{ entry: LexiconEntry; bytes: ArrayBuffer }> {
  const cache = await openCache();
  const index = await fetchIndex();
  const entry =
    index?.lexicons.find((l) => l.language === language) ?? (await cachedEntry(cache, language));
  if (!entry) throw new AnalysisError(index ? 'NO_LEXICON' : 'OFFLINE');
  const hit = await cache?.match(entry.url);
  if (hit) return { entry, bytes: await hit.arrayBuffer() };
  let res: Response;
  try {
    res = await fetch(entry.url);
  } catch {
    throw new AnalysisError('OFFLINE');
  }
  if (!res.ok) throw new AnalysisError('NO_LEXICON');
  if (cache) {
    // A full or refused cache only costs the offline copy.
    await remember(cache, entry, res.clone()).catch((error: unknown) => console.error(error));
  }
  return { entry, bytes: await res.arrayBuffer() };
}

function mark(name: string, start: number) {
  performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now() });
}

/** One lexicon per language per worker; a failed load is tried again on the next call. */
function lexiconFor(language: Language): Promise<Loaded> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = lexiconBytes(language).then(({ entry, bytes }) => {
      // 'analysis:lexicon': bytes in hand to a usable lexicon (the benchmarks read it).
      const start = performance.now();
      const lexicon = Lexicon.fromBytes(bytes);
      mark('analysis:lexicon', start);
      return {
        lexicon,
        list: { language, name: entry.name, wordCount: lexicon.wordCount },
      };
    });
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}

function failure(error: unknown): { ok: false; reason: AnalysisFailure } {
  if (error instanceof AnalysisError) return { ok: false, reason: error.reason };
  throw error;
}

/** The whole game's analysis (core analyseGame) with the word list that made it. */
export async function analyse(game: AnalysisGame): Promise<AnalysisResult> {
  try {
    const { lexicon, list } = await lexiconFor(game.language);
    const start = performance.now();
    const analysis = analyseGame(lexicon, game);
    mark('analysis:game', start);
    return { ok: true, analysis, list };
  } catch (error) {
    return failure(error);
  }
}

/** A board as the main thread holds it (one 225-character string) in the core's form. */
export function unpackBoard(packed: string): string[] {
  return [...packed].map((square) => (square === EMPTY_SQUARE ? '' : square));
}

/**
 * The top moves for a rack the user typed (already checked with validateRack) on a packed
 * board ('Prøv et stativ').
 */
export async function rackMoves(
  game: AnalysisContext,
  packedBoard: string,
  rack: string,
): Promise<RackResult> {
  try {
    const { lexicon, list } = await lexiconFor(game.language);
    return {
      ok: true,
      moves: topMovesForRack(lexicon, unpackBoard(packedBoard), rack, game),
      list,
    };
  } catch (error) {
    return failure(error);
  }
}
