/**
 * The word lists for the browser's analysis: GET /api/lexicons, an index that is revalidated on
 * every use, and GET /lexicons/<LANG>.<hash>.dawg, the file itself under a content-hashed name,
 * cached for a year; beside it the language's strategy tables (<LANG>.<hash>.leaves and
 * <LANG>.<hash>.win.json, docs/strategy-tables.md) the same way. A file is compressed once per
 * process and kept
 * (@fastify/compress would squeeze a megabyte again per request): brotli from the build's
 * <LANG>.dawg.br (best quality takes seconds, so the build does it) when it matches, else at a
 * quick quality; gzip at 9. A list still being built (npm start builds them after the server
 * listens) is named in the index's `building` and its files answer 503 with Retry-After until it
 * is there (server/lexicon-status.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { API_BASE } from '@ordbot/contract/api-contract.ts';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import {
  LEXICON_FILES_PATH,
  type LexiconEntry,
  type LexiconIndex,
} from '@ordbot/contract/lexicon-index.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { errorBody } from '../http/errors.ts';
import {
  compressedLexiconPath,
  lexiconName,
  lexiconPath,
  lexiconRemoved,
} from '@ordbot/engine/node/lexicon-files.ts';
import { MESSAGES } from '../http/messages.ts';
import { lexiconsBuilding, sendLexiconsBuilding } from '../lexicon-status.ts';
import { route } from './route.ts';
import {
  loadShippedModel,
  shippedTablePaths,
  type TablesNote,
} from '@ordbot/engine/node/strategy/shipped.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A file served under a content-hashed name: a word list or one of its strategy tables. */
interface ServedFile {
  language: Language;
  file: string;
  bytes: Buffer;
  contentType: string;
  /** Whether the build keeps a brotli copy of it (the word lists). */
  built: boolean;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

interface ServedLexicon {
  entry: LexiconEntry;
  files: ServedFile[];
}

function served(language: Language, bytes: Buffer, extension: string, built = false): ServedFile {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return {
    language,
    file: `${language}.${hash}.${extension}`,
    bytes,
    contentType: extension.endsWith('json') ? 'application/json' : 'application/octet-stream',
    built,
    encoded: new Map(),
  };
}

/** The language's shipped strategy tables (tables/), or none. */
function readStrategy(
  language: Language,
): { version: string; leaves: ServedFile; win: ServedFile } | null {
  if (!loadShippedModel(language)) return null;
  const paths = shippedTablePaths(language);
  const note = JSON.parse(fs.readFileSync(paths.note, 'utf8')) as TablesNote;
  return {
    version: note.version,
    leaves: served(language, fs.readFileSync(paths.leaves), 'leaves'),
    win: served(language, fs.readFileSync(paths.win), 'win.json'),
  };
}

/** Reads one language's file, or null when it is missing or damaged (left out of the index). */
function readLexicon(language: Language): ServedLexicon | null {
  let bytes: Buffer;
  let wordCount: number;
  try {
    bytes = fs.readFileSync(lexiconPath(language));
    wordCount = Lexicon.fromBytes(bytes).wordCount;
  } catch {
    return null;
  }
  const dawg = served(language, bytes, 'dawg', true);
  const strategy = readStrategy(language);
  const url = (f: ServedFile) => `${LEXICON_FILES_PATH}${f.file}`;
  return {
    entry: {
      language,
      url: url(dawg),
      bytes: bytes.byteLength,
      wordCount,
      removed: lexiconRemoved(language),
      name: lexiconName(language),
      strategy: strategy
        ? { version: strategy.version, leaves: url(strategy.leaves), win: url(strategy.win) }
        : null,
    },
    files: strategy ? [dawg, strategy.leaves, strategy.win] : [dawg],
  };
}

/** The build's brotli file when it holds exactly these bytes, else a quick brotli of them. */
async function brotliOf(language: Language, bytes: Buffer): Promise<Buffer> {
  try {
    const built = await fs.promises.readFile(compressedLexiconPath(language));
    if (zlib.brotliDecompressSync(built).equals(bytes)) return built;
  } catch {
    // missing or damaged: compress here
  }
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

function encode(served: ServedFile, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let pending = served.encoded.get(encoding);
  if (!pending) {
    pending =
      encoding === 'gzip'
        ? gzip(served.bytes, { level: 9 })
        : served.built
          ? brotliOf(served.language, served.bytes)
          : brotli(served.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    served.encoded.set(encoding, pending);
  }
  return pending;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export async function registerLexiconRoutes(app: FastifyInstance) {
  // Each language's list is read on first use, once per process as the server's own lexicons
  // are (a new list needs a restart); a list being built is read once it is there.
  const read = new Map<Language, ServedLexicon | null>();
  const files = new Map<string, ServedFile>();
  const load = () => {
    const building = lexiconsBuilding(LANGUAGES.filter((language) => !read.has(language)));
    for (const language of LANGUAGES) {
      if (read.has(language) || building.includes(language)) continue;
      const lexicon = readLexicon(language);
      read.set(language, lexicon);
      if (!lexicon) {
        app.log.warn(`No ${language} lexicon to serve: run 'npm run build:lexicon'`);
        continue;
      }
      for (const file of lexicon.files) files.set(file.file, file);
    }
    const lexicons = LANGUAGES.flatMap((language) => read.get(language)?.entry ?? []);
    const index: LexiconIndex = building.length > 0 ? { lexicons, building } : { lexicons };
    return { files, index, building };
  };

  // Declared with the API's calls (packages/contract/api-contract.ts), beside the files it indexes.
  await app.register(
    async (api) =>
      route(api, 'lexicons', async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return load().index;
      }),
    { prefix: API_BASE },
  );

  const sendFile = async (
    request: FastifyRequest<{ Params: { file: string } }>,
    reply: FastifyReply,
  ) => {
    const { files, building } = load();
    const file = files.get(request.params.file);
    // <LANG>.<hash>.<kind>: a file of a list being built is there in a moment.
    const language = building.find((l) => request.params.file.startsWith(`${l}.`));
    if (!file && language) return sendLexiconsBuilding(reply, [language]);
    if (!file) return reply.status(404).send(errorBody(404, MESSAGES.notFound));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = encoding ? await encode(file, encoding) : file.bytes;
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept-Encoding')
      .header('Content-Type', file.contentType)
      .header('Content-Length', body.byteLength);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };
  app.get<{ Params: { file: string } }>(
    `${LEXICON_FILES_PATH}:file`,
    { compress: false },
    sendFile,
  );
}
