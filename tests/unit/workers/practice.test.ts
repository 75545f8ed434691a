/**
 * The worker's practice service (workers/practice.ts): a placement checked with the word list
 * the analysis loads (fetched once, then from its cache, also with no network), and the
 * solution of the same position from the ranked field it keeps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewOfMove } from '@ordbot/engine/analysis/analyse.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame/game.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import { move } from '../../../packages/engine/test/analysis/helpers.ts';

const BYTES = Lexicon.fromWords(['hei', 'hai', 'ei', 'ha'], lexiconAlphabet('NO_B')).toBytes();
const URL_NO_B = '/lexicons/NO_B.0123456789abcdef.dawg';
const INDEX: LexiconIndex = {
  lexicons: [
    {
      language: 'NO_B',
      url: URL_NO_B,
      bytes: BYTES.byteLength,
      wordCount: 4,
      removed: 0,
      name: 'liste',
    },
  ],
};
const GAME = { language: 'NO_B', layout: STANDARD_BOARD } as const;
const KNOWN = { tiles: 'HEIA', rackKnown: true };
const HEI = [
  { x: 6, y: 7, letter: 'H' },
  { x: 7, y: 7, letter: 'E' },
  { x: 8, y: 7, letter: 'I' },
];

let online = true;
const store = new Map<string, Response>();

beforeEach(() => {
  online = true;
  store.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!online) throw new TypeError('Failed to fetch');
    if (url === '/api/lexicons') return Response.json(INDEX);
    if (url === URL_NO_B) return new Response(BYTES.slice());
    return new Response('{}', { status: 404 });
  });
  const key = (r: RequestInfo | URL) => new URL(String(r), 'http://t').pathname;
  const cache = {
    match: async (r: RequestInfo | URL) => store.get(key(r))?.clone(),
    put: async (r: RequestInfo | URL, response: Response) => void store.set(key(r), response),
    keys: async () => [...store.keys()].map((p) => new Request(`http://t${p}`)),
    delete: async (r: Request) => store.delete(key(r)),
  };
  vi.stubGlobal('caches', { open: async () => cache });
});
afterEach(() => vi.unstubAllGlobals());

async function fresh() {
  vi.resetModules();
  return import('../../../workers/practice.ts');
}

describe('workers/practice', () => {
  it('checks a placement: legal, its points, rank and the best; illegal with its reason', async () => {
    const { checkPractice, practiceSolution } = await fresh();
    const board = emptyBoard(225);
    const legal = await checkPractice(GAME, board, HEI, KNOWN);
    if (!legal.ok || !legal.check.legal) throw new Error('expected a legal check');
    expect(legal.check.move.notation).toBe('8G HEI');
    expect(legal.check.rank).toBeGreaterThanOrEqual(1);
    expect(legal.check.total).toBeGreaterThan(1);
    const solution = await practiceSolution(GAME, board, KNOWN);
    expect(solution.ok && solution.best?.notation).toBe(legal.check.best.notation);

    const illegal = await checkPractice(GAME, board, HEI.slice(0, 2), KNOWN);
    expect(illegal.ok && illegal.check).toEqual({
      legal: false,
      reason: 'NOT_A_WORD',
      message: 'Ordet HE finnes ikke i ordlisten.',
      badWords: ['HE'],
    });
  });

  it('checks with no network once the word list is cached, and says OFFLINE before', async () => {
    online = false;
    expect(await (await fresh()).checkPractice(GAME, emptyBoard(225), HEI, KNOWN)).toEqual({
      ok: false,
      reason: 'OFFLINE',
    });
    online = true;
    await (await fresh()).checkPractice(GAME, emptyBoard(225), HEI, KNOWN);
    online = false;
    const offline = await (await fresh()).checkPractice(GAME, emptyBoard(225), HEI, KNOWN);
    expect(offline.ok && offline.check.legal).toBe(true);
  });

  it("reviews the game's move as the replay's analysis does, with 'Hvorfor'", async () => {
    const { practiceReview } = await fresh();
    const game: AnalysisGame = {
      ...GAME,
      finished: true,
      moves: [move(1, 6, 7, false, 'HEI', { points: 12, rack: 'HEIA' })],
    };
    const answer = await practiceReview(game, 1);
    if (!answer.ok) throw new Error('expected a review');
    const lexicon = Lexicon.fromBytes(BYTES);
    const options = { why: true, endgame: reviewEndgame };
    expect(answer.analysis).not.toBeNull();
    expect(answer.analysis).toEqual(reviewOfMove(lexicon, game, 1, options));
    expect(answer.list).toMatchObject({ language: 'NO_B', name: 'liste', wordCount: 4 });
    expect(await practiceReview(game, 9)).toMatchObject({ ok: true, analysis: null });
  });

  it("names the served verdict's best: 'Vis løsning', the check and its rank follow it", async () => {
    const { checkPractice, practiceSolution } = await fresh();
    const board = emptyBoard(225);
    const own = await practiceSolution(GAME, board, KNOWN);
    if (!own.ok || !own.best) throw new Error('expected a solution');
    const HA = HEI.slice(0, 1).concat({ x: 7, y: 7, letter: 'A' });
    const candidate = (move: string, value: number, win: number) =>
      ({ move, points: value, value, win }) as const;
    // The verdict ranks by winning chance first: its best need not be the field's by equity.
    const verdict = {
      method: 'EQUITY' as const,
      proven: null,
      rack: 'IEAH',
      rackSource: 'BOT' as const,
      candidates: [candidate('8G HEI', 10, 0.6), candidate(own.best.notation, 12, 0.5)],
    };
    expect(own.best.notation).not.toBe('8G HEI');
    const solution = await practiceSolution(GAME, board, KNOWN, undefined, verdict);
    expect(solution.ok && solution.best?.notation).toBe('8G HEI');
    const hei = await checkPractice(GAME, board, HEI, KNOWN, undefined, verdict);
    expect(hei.ok && hei.check.legal && [hei.check.correct, hei.check.rank]).toEqual([true, 1]);
    const ha = await checkPractice(GAME, board, HA, KNOWN, undefined, verdict);
    if (!ha.ok || !ha.check.legal) throw new Error('expected a legal check');
    expect([ha.check.correct, ha.check.best.notation]).toEqual([false, '8G HEI']);
    expect(ha.check.rank).toBeGreaterThanOrEqual(3);
    // A move that ties the verdict's best (value and chance) is the best too.
    const tied = {
      ...verdict,
      candidates: [candidate('8G HEI', 10, 0.6), candidate('8G HA', 10, 0.6)],
    };
    const tie = await checkPractice(GAME, board, HA, KNOWN, undefined, tied);
    expect(tie.ok && tie.check.legal && tie.check.correct).toBe(true);
    // A verdict of another rack (or of the tiles placed only) leaves practice's own ranking.
    const other = { ...verdict, rack: 'HEIS' };
    const mine = await practiceSolution(GAME, board, KNOWN, undefined, other);
    expect(mine.ok && mine.best?.notation).toBe(own.best.notation);
    const tiles = await practiceSolution(GAME, board, KNOWN, undefined, { ...verdict, rack: null });
    expect(tiles.ok && tiles.best?.notation).toBe(own.best.notation);
  });
});
