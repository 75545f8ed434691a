/**
 * The word lists and strategy tables of the worker's analyses: named by the server's index
 * (GET /api/lexicons) at content-hashed addresses, fetched on first use and kept in a Cache
 * Storage cache of their own (never the service worker's), so a game analysed once is analysed
 * again with no network.
 */
import type { Language } from '@ordbot/contract/enums.ts';
import { API_BASE, CALLS } from '@ordbot/contract/api-contract.ts';
import type { LexiconEntry, LexiconIndex } from '@ordbot/contract/lexicon-index.ts';

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

function openCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined') return Promise.resolve(null);
  return caches.open(LEXICON_CACHE).catch(() => null);
}

async function fetchIndex(): Promise<LexiconIndex | null> {
  try {
    // Under /api, so the service worker leaves the index alone; revalidated on every use.
    const res = await fetch(API_BASE + CALLS.lexicons.path, { cache: 'no-cache' });
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

/** The kind of a file by its name's ending after the hash: 'dawg', 'leaves', 'win.json'. */
function kindOf(path: string): string {
  return path.split('/').pop()?.split('.').slice(2).join('.') ?? '';
}

/** Keeps a file; files of the same kind and language under older hashes are dropped. */
async function rememberFile(cache: Cache, language: Language, url: string, file: Response) {
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith(`/lexicons/${language}.`) && path !== url && kindOf(path) === kindOf(url)) {
      await cache.delete(request);
    }
  }
  await cache.put(url, file);
}

/** The index entry of a language: from the network, else the one this device kept. */
export async function lexiconEntry(language: Language): Promise<LexiconEntry> {
  const cache = await openCache();
  const index = await fetchIndex();
  const entry =
    index?.lexicons.find((l) => l.language === language) ?? (await cachedEntry(cache, language));
  if (!entry) throw new AnalysisError(index ? 'NO_LEXICON' : 'OFFLINE');
  return entry;
}

/** A file's bytes: from this worker's cache, else from the network (then cached). */
export async function fileBytes(language: Language, url: string): Promise<ArrayBuffer> {
  const cache = await openCache();
  const hit = await cache?.match(url);
  if (hit) return hit.arrayBuffer();
  let res: Response;
  try {
    res = await fetch(url);
  } catch {
    throw new AnalysisError('OFFLINE');
  }
  if (!res.ok) throw new AnalysisError('NO_LEXICON');
  if (cache) {
    // A full or refused cache only costs the offline copy.
    await rememberFile(cache, language, url, res.clone()).catch((error: unknown) =>
      console.error(error),
    );
  }
  return res.arrayBuffer();
}

/** The word list's bytes and the entry it was fetched under (kept for offline use). */
export async function lexiconBytes(
  language: Language,
): Promise<{ entry: LexiconEntry; bytes: ArrayBuffer }> {
  const entry = await lexiconEntry(language);
  const bytes = await fileBytes(language, entry.url);
  const cache = await openCache();
  await cache
    ?.put(
      entryKey(language),
      new Response(JSON.stringify(entry), { headers: { 'Content-Type': 'application/json' } }),
    )
    .catch((error: unknown) => console.error(error));
  return { entry, bytes };
}
