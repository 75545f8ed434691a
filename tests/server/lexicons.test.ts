import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';
import { LeaveTable } from '@ordbot/engine/strategy/leave-table.ts';
import { WinModel, type WinModelFile } from '@ordbot/engine/strategy/win-model.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { lexiconName, lexiconPath, readLexiconMeta } from '@ordbot/engine/node/lexicon-files.ts';
import { pickEncoding } from '../../server/routes/lexicon.ts';
import { shippedStrategyVersion } from '@ordbot/engine/node/strategy/shipped.ts';

// ENG_INT stands for a language whose tables are not made yet (its analysis is in points).
vi.mock('@ordbot/engine/node/strategy/shipped.ts', async () =>
  (await import('./without-tables.ts')).shippedWithout('ENG_INT'),
);

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ DATA_DIR: 'memory://' }), logger: false });
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function index(): Promise<LexiconIndex> {
  const res = await app.inject({ method: 'GET', url: '/api/lexicons' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json<LexiconIndex>();
}

async function noB() {
  const entry = (await index()).lexicons.find((l) => l.language === 'NO_B');
  expect(entry).toBeDefined();
  return entry!;
}

describe('word lists for the browser', () => {
  it('indexes every built language with a content-hashed address, size, word count and name', async () => {
    const { lexicons } = await index();
    expect(lexicons.map((l) => l.language).sort()).toEqual(['ENG_INT', 'ENG_US', 'NO_B', 'NO_NY']);
    const entry = await noB();
    const bytes = fs.readFileSync(lexiconPath('NO_B'));
    expect(entry.url).toMatch(/^\/lexicons\/NO_B\.[0-9a-f]{16}\.dawg$/);
    expect(entry.bytes).toBe(bytes.byteLength);
    expect(entry.wordCount).toBe(Lexicon.fromBytes(bytes).wordCount);
    expect(entry.name).toBe(lexiconName('NO_B'));
    expect(entry.name).toMatch(/dict-nb-no|\.txt$/);
    // The count the build's cleaning removed (docs/word-lists.md), from the build's note.
    expect(entry.removed).toBe(readLexiconMeta('NO_B')?.cleaning?.removed ?? 0);
    if (entry.name.includes('dict-nb-no')) expect(entry.removed).toBeGreaterThan(0);
  });

  it('serves the file as immutable, the same bytes uncompressed, with brotli and with gzip', async () => {
    const entry = await noB();
    const original = fs.readFileSync(lexiconPath('NO_B'));
    const plain = await app.inject({
      method: 'GET',
      url: entry.url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('application/octet-stream');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);

    const br = await app.inject({
      method: 'GET',
      url: entry.url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.byteLength).toBeLessThan(original.byteLength * 0.75);

    const gz = await app.inject({
      method: 'GET',
      url: entry.url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);
  });

  it('names the strategy tables beside the word list, served immutable and loadable', async () => {
    const { lexicons } = await index();
    const entry = lexicons.find((l) => l.language === 'NO_B')!;
    expect(entry.strategy?.version).toBe(shippedStrategyVersion('NO_B'));
    expect(entry.strategy?.version).toMatch(/^NO_B-\d+$/);
    expect(entry.strategy?.leaves).toMatch(/^\/lexicons\/NO_B\.[0-9a-f]{16}\.leaves$/);
    expect(entry.strategy?.win).toMatch(/^\/lexicons\/NO_B\.[0-9a-f]{16}\.win\.json$/);
    // A language without tables says so: its analysis is in points.
    expect(lexicons.find((l) => l.language === 'ENG_INT')?.strategy).toBeNull();
    // Each other language names its own tables.
    for (const language of ['NO_NY', 'ENG_US'] as const) {
      // (ENG_INT's are hidden above; unhidden it names them the same way.)
      const version = lexicons.find((l) => l.language === language)?.strategy?.version;
      expect(version).toBe(shippedStrategyVersion(language));
      expect(version).toMatch(new RegExp(`^${language}-\\d+$`));
    }
    const leaves = await app.inject({ method: 'GET', url: entry.strategy!.leaves });
    expect(leaves.statusCode).toBe(200);
    expect(leaves.headers['cache-control']).toContain('immutable');
    const table = LeaveTable.fromBytes(leaves.rawPayload);
    expect(table.value('?')).toBeGreaterThan(table.value('E'));
    const win = await app.inject({
      method: 'GET',
      url: entry.strategy!.win,
      headers: { 'accept-encoding': 'br' },
    });
    expect(win.headers['content-type']).toContain('application/json');
    const model = new WinModel(
      JSON.parse(zlib.brotliDecompressSync(win.rawPayload).toString('utf8')) as WinModelFile,
    );
    expect(model.winChance(50, 20)).toBeGreaterThan(model.winChance(0, 20));
  });

  it('answers 404 in JSON for an address whose hash is not the current file', async () => {
    const res = await app.inject({ method: 'GET', url: '/lexicons/NO_B.0000000000000000.dawg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Finnes ikke' });
  });

  it('picks brotli, then gzip, by the Accept-Encoding header and its weights', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });
});
