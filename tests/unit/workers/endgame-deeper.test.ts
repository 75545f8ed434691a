/**
 * The worker's 'Søk dypere' service (workers/analysis.ts endgameDeeper) with the real NO_B list
 * served as the server serves it: a second call for the same move goes on from the first (more
 * positions in all, the next step twice as long), another move starts anew, and a move with no
 * endgame answers no step.
 */
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyseGame } from '@ordbot/engine/analysis/analyse.ts';
import { DEEPER_FIRST_POSITIONS } from '@ordbot/engine/analysis/endgame-deeper.ts';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';
import { reviewEndgame } from '@ordbot/engine/strategy/endgame-game.ts';
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

describe('workers/analysis endgameDeeper', () => {
  const lexicon = loadLexiconFile('NO_B');
  const [game] = demoAnalysisGames(lexicon, [1]);
  const moves = analyseGame(lexicon, game!, {
    model: null,
    why: false,
    endgame: reviewEndgame,
  }).moves;
  const unproven = moves.filter((m) => m?.endgame?.proven === false).map((m) => m!.moveNum);
  const none = moves.find((m) => m !== null && m.endgame === null)!.moveNum;

  it('goes on from its last step for the same move, and starts anew for another', async () => {
    expect(unproven.length).toBeGreaterThanOrEqual(2);
    vi.resetModules();
    const { endgameDeeper } = await import('../../../workers/analysis.ts');
    const first = await endgameDeeper(game!, unproven[0]!);
    if (!first.ok || !first.step) throw new Error('no first step');
    expect(first.step.positions).toBeLessThanOrEqual(DEEPER_FIRST_POSITIONS + 100);
    if (!first.step.done) {
      const second = await endgameDeeper(game!, unproven[0]!);
      if (!second.ok || !second.step) throw new Error('no second step');
      expect(second.step.positions).toBeGreaterThan(first.step.positions);
    }
    const other = await endgameDeeper(game!, unproven[1]!);
    if (!other.ok || !other.step) throw new Error('no step for the other move');
    expect(other.step.positions).toBeLessThanOrEqual(DEEPER_FIRST_POSITIONS + 100);
    expect(await endgameDeeper(game!, none)).toEqual({ ok: true, step: null });
  }, 180_000);
});
