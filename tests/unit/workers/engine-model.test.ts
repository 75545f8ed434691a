/**
 * The worker's engine carries the language's strategy model (workers/word-lists.ts
 * fastLexiconFor, workers/practice.ts): with the tables the replay's analysis is in winning
 * chances and names them, 'Prøv et stativ' ranks by equity and practice rates by equity; without
 * tables all three are in points. The model is handed in as the worker's loader would hand it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { StrategyModel } from '@ordbot/engine/strategy-model.ts';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import { lineModel } from '../../../packages/engine/test/analysis/test-model.ts';
import { fakeCaches } from './fake-caches.ts';

/** The model strategy-model.ts hands the worker: each test sets it. */
const tables = vi.hoisted(() => ({ model: null as StrategyModel | null }));
vi.mock('../../../workers/strategy-model.ts', () => ({
  strategyModelFor: async () => tables.model,
}));

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
const CONTEXT = { language: 'NO_B', layout: STANDARD_BOARD } as const;
const GAME: AnalysisGame = {
  ...CONTEXT,
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
const HEI = [
  { x: 6, y: 7, letter: 'H' },
  { x: 7, y: 7, letter: 'E' },
  { x: 8, y: 7, letter: 'I' },
];

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches().caches);
  // No WebAssembly module here: the worker searches with TypeScript, and says so once.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/lexicons') return Response.json(INDEX);
    if (url === URL_NO_B) return new Response(BYTES.slice());
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fresh() {
  vi.resetModules();
  return {
    analysis: await import('../../../workers/analysis.ts'),
    practice: await import('../../../workers/practice.ts'),
  };
}

describe("the worker's engine and the language's strategy model", () => {
  it('judges in winning chances, ranks and rates by equity with the tables', async () => {
    tables.model = lineModel(0.01, () => 1);
    const { analysis, practice } = await fresh();
    const analysed = await analysis.analyse(GAME);
    if (!analysed.ok) throw new Error(analysed.reason);
    expect(analysed.analysis.strategyVersion).toBe('test-line-1');
    expect(analysed.analysis.winChances).not.toBeNull();
    expect(analysed.analysis.moves[0]?.basis).toBe('WIN');
    const rack = await analysis.rackMoves(CONTEXT, emptyBoard(225), 'HEIA');
    expect(rack.ok && rack.byEquity).toBe(true);
    const known = { tiles: 'HEIA', rackKnown: true };
    const checked = await practice.checkPractice(CONTEXT, emptyBoard(225), HEI, known);
    if (!checked.ok || !checked.check.legal) throw new Error('expected a legal check');
    expect(checked.check.ranking).toBe('EQUITY');
    // HEI keeps A, worth 1 by this model's leave.
    expect(checked.check.move.equity).toBe(checked.check.move.points + 1);
  });

  it('stays in points without tables', async () => {
    tables.model = null;
    const { analysis, practice } = await fresh();
    const analysed = await analysis.analyse(GAME);
    if (!analysed.ok) throw new Error(analysed.reason);
    expect(analysed.analysis.strategyVersion).toBeNull();
    expect(analysed.analysis.winChances).toBeNull();
    expect(analysed.analysis.moves[0]?.basis).toBe('POINTS');
    const rack = await analysis.rackMoves(CONTEXT, emptyBoard(225), 'HEIA');
    expect(rack.ok && rack.byEquity).toBe(false);
    const known = { tiles: 'HEIA', rackKnown: true };
    const checked = await practice.checkPractice(CONTEXT, emptyBoard(225), HEI, known);
    if (!checked.ok || !checked.check.legal) throw new Error('expected a legal check');
    expect(checked.check.ranking).toBe('POINTS');
  });
});
