/**
 * The word lists for the browser's analysis (issue 14): GET /api/lexicons, an index that is
 * revalidated on every use, and GET /lexicons/<LANG>.<hash>.dawg, the file itself under a
 * content-hashed name, cached for a year. The file is compressed once per process and kept
 * (@fastify/compress would squeeze a megabyte again per request): brotli from the build's
 * <LANG>.dawg.br (best quality takes seconds, so the build does it) when it matches, else at a
 * quick quality; gzip at 9.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { API_BASE } from '../core/api-contract.ts';
import { LANGUAGES, type Language } from '../core/enums.ts';
import { LEXICON_FILES_PATH, type LexiconEntry, type LexiconIndex } from '../core/lexicon-index.ts';
import { Lexicon } from '../core/engine/lexicon.ts';
import { errorBody } from './http-errors.ts';
import { compressedLexiconPath, lexiconName, lexiconPath } from './lexicon-files.ts';
import { MESSAGES } from './messages.ts';
import { route } from './routes/route.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface ServedLexicon {
  entry: LexiconEntry;
  file: string;
  bytes: Buffer;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
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
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const file = `${language}.${hash}.dawg`;
  return {
    entry: {
      language,
      url: `${LEXICON_FILES_PATH}${file}`,
      bytes: bytes.byteLength,
      wordCount,
      name: lexiconName(language),
    },
    file,
    bytes,
    encoded: new Map(),
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

function encode(lexicon: ServedLexicon, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let pending = lexicon.encoded.get(encoding);
  if (!pending) {
    pending =
      encoding === 'br'
        ? brotliOf(lexicon.entry.language, lexicon.bytes)
        : gzip(lexicon.bytes, { level: 9 });
    lexicon.encoded.set(encoding, pending);
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
  // Read on first use, once per process as the server's own lexicons are: a new list needs a restart.
  let files: Map<string, ServedLexicon> | undefined;
  let index: LexiconIndex | undefined;
  const load = () => {
    if (files) return { files, index: index as LexiconIndex };
    files = new Map();
    for (const language of LANGUAGES) {
      const lexicon = readLexicon(language);
      if (lexicon) files.set(lexicon.file, lexicon);
      else app.log.warn(`No ${language} lexicon to serve: run 'npm run build:lexicon'`);
    }
    index = { lexicons: [...files.values()].map((l) => l.entry) };
    return { files, index };
  };

  // Declared with the API's calls (core/api-contract.ts), beside the files it indexes.
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
    const lexicon = load().files.get(request.params.file);
    if (!lexicon) return reply.status(404).send(errorBody(404, MESSAGES.notFound));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = encoding ? await encode(lexicon, encoding) : lexicon.bytes;
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept-Encoding')
      .header('Content-Type', 'application/octet-stream')
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
