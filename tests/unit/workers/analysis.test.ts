/**
 * The worker's analysis service (workers/analysis.ts): the word list from the server's index
 * and file on first use, kept in a Cache Storage cache of its own for use with no network.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import { fakeCaches } from './fake-caches.ts';

const LEXICON = Lexicon.fromWords(['hei', 'hai', 'ei', 'ha'], lexiconAlphabet('NO_B'));
const BYTES = LEXICON.toBytes();
const URL_NO_B = '/lexicons/NO_B.0123456789abcdef.dawg';
const INDEX: LexiconIndex = {
  lexicons: [
    {
      language: 'NO_B',
      url: URL_NO_B,
      bytes: BYTES.byteLength,
      wordCount: 4,
      removed: 0,
      name: 'min-liste.txt',
    },
  ],
};

const GAME: AnalysisGame = {
  language: 'NO_B',
  layout: STANDARD_BOARD,
  finished: true,
  moves: [
    {
      moveNum: 1,
      moveType: 'NORMAL',
      playerMove: true,
      letters: 'HEI',
      points: 10,
      numTiles: 3,
      mainWord: 'HEI',
      vertical: false,
      x: 7,
      y: 7,
    },
  ],
};

let calls: string[];
let online: boolean;

function stubNetwork() {
  calls = [];
  online = true;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (!online) throw new TypeError('Failed to fetch');
    if (url === '/api/lexicons') return Response.json(INDEX);
    if (url === URL_NO_B) return new Response(BYTES.slice());
    return new Response('{}', { status: 404 });
  });
}

async function freshModule() {
  vi.resetModules();
  return import('../../../workers/analysis.ts');
}

beforeEach(stubNetwork);
afterEach(() => vi.unstubAllGlobals());

describe('workers/analysis', () => {
  it('fetches the index and the file once, names the list, and keeps the file in its cache', async () => {
    const fake = fakeCaches();
    vi.stubGlobal('caches', fake.caches);
    const { analyse } = await freshModule();
    const first = await analyse(GAME);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.list).toEqual({
      language: 'NO_B',
      name: 'min-liste.txt',
      wordCount: 4,
      removed: 0,
    });
    expect(first.analysis.moves[0]?.words).toEqual([{ word: 'HEI', valid: true }]);
    await analyse(GAME);
    expect(calls.filter((url) => url === URL_NO_B)).toHaveLength(1);
    expect([...fake.store.keys()].sort()).toEqual([URL_NO_B, '/lexicons/entry/NO_B']);
  });

  it('analyses with no network from the cached file, and says OFFLINE without one', async () => {
    const fake = fakeCaches();
    vi.stubGlobal('caches', fake.caches);
    expect((await (await freshModule()).analyse(GAME)).ok).toBe(true);
    online = false;
    const offline = await (await freshModule()).analyse(GAME);
    expect(offline.ok).toBe(true);

    vi.stubGlobal('caches', fakeCaches().caches);
    expect(await (await freshModule()).analyse(GAME)).toEqual({ ok: false, reason: 'OFFLINE' });
  });

  it('answers NO_LEXICON for a language the server has no list for', async () => {
    vi.stubGlobal('caches', fakeCaches().caches);
    const { analyse } = await freshModule();
    expect(await analyse({ ...GAME, language: 'NO_NY' })).toEqual({
      ok: false,
      reason: 'NO_LEXICON',
    });
  });

  it('lists the top moves for a typed rack on a packed board', async () => {
    vi.stubGlobal('caches', fakeCaches().caches);
    const { rackMoves } = await freshModule();
    const result = await rackMoves(GAME, emptyBoard(225), 'HEI');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.moves.length).toBeGreaterThan(0);
    expect(result.moves.every((m) => ['HEI', 'HAI', 'EI', 'HA'].includes(m.mainWord))).toBe(true);
    expect(result.moves[0]!.mainWord).toBe('HEI');
  });
});
