/**
 * The worker's 'Søk dypere' searches (workers/analysis.ts openEndgameDeeper, stepEndgameDeeper,
 * closeEndgameDeeper) with the real NO_B list served as the server serves it: a search's second
 * step goes on from its first (more positions in all), two searches open at once (two moves, or
 * the same move twice) each go on from their own steps, a closed search is let go of (its steps
 * answer none) while the others go on, an id opened again starts anew, and a move with no endgame
 * opens none.
 */
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyseGame } from '@ordbot/engine/analysis/analyse.ts';
import { DEEPER_FIRST_POSITIONS } from '@ordbot/engine/analysis/endgame-deeper.ts';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame/game.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { demoAnalysisGames } from '../../bench/demo-games.ts';
import { fakeCaches } from './fake-caches.ts';

const URL_NO_B = '/lexicons/NO_B.0123456789abcdef.dawg';
const BYTES = fs.readFileSync(lexiconPath('NO_B'));
const INDEX: LexiconIndex = {
  lexicons: [
    {
      language: 'NO_B',
      url: URL_NO_B,
      bytes: BYTES.byteLength,
      wordCount: 1,
      removed: 0,
      name: 'NO_B',
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches().caches);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/lexicons') return Response.json(INDEX);
    if (url === URL_NO_B) return new Response(new Uint8Array(BYTES));
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('workers/analysis: the searches of Søk dypere', () => {
  const lexicon = loadLexiconFile('NO_B');
  const [game] = demoAnalysisGames(lexicon, [1]);
  const moves = analyseGame(lexicon, game!, { why: false, endgame: reviewEndgame }).moves;
  const unproven = moves.filter((m) => m?.endgame?.proven === false).map((m) => m!.moveNum);
  const none = moves.find((m) => m !== null && m.endgame === null)!.moveNum;

  it('keeps each open search apart until it is closed', async () => {
    expect(unproven.length).toBeGreaterThanOrEqual(2);
    vi.resetModules();
    const analysis = await import('../../../workers/analysis.ts');
    const step = (id: number) => {
      const answer = analysis.stepEndgameDeeper(id);
      if (!answer.ok) throw new Error(answer.reason);
      return answer.step;
    };
    const [a, b] = unproven as [number, number];
    expect(await analysis.openEndgameDeeper(1, game!, a)).toEqual({ ok: true, found: true });
    expect(await analysis.openEndgameDeeper(2, game!, b)).toEqual({ ok: true, found: true });
    expect(await analysis.openEndgameDeeper(3, game!, a)).toEqual({ ok: true, found: true });

    const first = step(1)!;
    expect(first.positions).toBeLessThanOrEqual(DEEPER_FIRST_POSITIONS + 100);
    // Another move's search, and a second search of the same move, start at their own first step.
    expect(step(2)!.positions).toBeLessThanOrEqual(DEEPER_FIRST_POSITIONS + 100);
    expect(step(3)).toEqual(first);
    if (!first.done) expect(step(1)!.positions).toBeGreaterThan(first.positions);

    analysis.closeEndgameDeeper(1);
    expect(step(1)).toBeNull();
    // The others are still open; one opened again starts anew.
    expect(step(2)).not.toBeNull();
    expect(await analysis.openEndgameDeeper(3, game!, a)).toEqual({ ok: true, found: true });
    expect(step(3)).toEqual(first);
    analysis.closeEndgameDeeper(2);
    analysis.closeEndgameDeeper(3);
    analysis.closeEndgameDeeper(3);
    expect(step(2)).toBeNull();
    expect(step(3)).toBeNull();

    expect(await analysis.openEndgameDeeper(4, game!, none)).toEqual({ ok: true, found: false });
    expect(step(4)).toBeNull();
  }, 180_000);

  it('leaves nothing open when the search is closed while its word list is on its way', async () => {
    vi.resetModules();
    const analysis = await import('../../../workers/analysis.ts');
    const opening = analysis.openEndgameDeeper(5, game!, unproven[0]!);
    analysis.closeEndgameDeeper(5);
    expect(await opening).toEqual({ ok: true, found: true });
    expect(analysis.stepEndgameDeeper(5)).toEqual({ ok: true, step: null });
  }, 180_000);
});
