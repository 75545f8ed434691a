/**
 * The WebAssembly engine in the analysis and self-play paths (server/lexicon/wasm-engine.ts's
 * useWasmSearch, as the analysis and self-play workers call it): the stored analyses of demo
 * games (server/demo/play.ts, fixed seeds; the shipped strategy model and the endgame, as the
 * analysis worker runs them) and self-play games with the shipped leave table are byte for byte
 * what the TypeScript engine gives.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { storedAnalysis } from '@ordbot/engine/analysis/stored.ts';
import { searchOf, useSearch } from '@ordbot/engine/engine/search-registry.ts';
import { WasmSearch } from '@ordbot/engine/engine/wasm/engine.ts';
import { playGame, type Player } from '@ordbot/engine/strategy/play.ts';
import { solveEndgame } from '@ordbot/engine/strategy/endgame.ts';
import { strategyModelFor } from '../../../server/analysis/strategy-model.ts';
import { loadLexiconFile } from '../../../server/lexicon/files.ts';
import { useWasmSearch } from '../../../server/lexicon/wasm-engine.ts';
import { loadShippedModel } from '../../../server/strategy/shipped.ts';
import { demoAnalysisGames } from '../../bench/demo-games.ts';

const LANGUAGE = 'NO_B';
const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

describe('the WebAssembly engine in analyses and self-play', () => {
  const lexicon = loadLexiconFile(LANGUAGE);
  afterAll(() => useSearch(lexicon, null));

  it(`stores the same analyses of ${SEEDS.length} demo games as the TypeScript engine`, async () => {
    const model = await strategyModelFor(LANGUAGE);
    expect(model).not.toBeNull();
    const games = demoAnalysisGames(lexicon, SEEDS);
    const analyse = () =>
      games.map((game) =>
        JSON.stringify(storedAnalysis(lexicon, game, { model, endgame: solveEndgame })),
      );
    useSearch(lexicon, null);
    expect(searchOf(lexicon, 'analysis')).not.toBeInstanceOf(WasmSearch);
    const typescript = analyse();
    expect(useWasmSearch(lexicon, (m) => expect.fail(m))).toBe(true);
    expect(searchOf(lexicon, 'analysis')).toBeInstanceOf(WasmSearch);
    const webAssembly = analyse();
    expect(webAssembly).toHaveLength(SEEDS.length);
    for (let g = 0; g < SEEDS.length; g++) expect(webAssembly[g]).toBe(typescript[g]);
  }, 600_000);

  it('plays the same self-play games as the TypeScript engine', () => {
    const leaves = loadShippedModel(LANGUAGE)?.leaves.valueOfCounts ?? null;
    expect(leaves).not.toBeNull();
    const equity: Player = { name: 'equity', leaves };
    const play = () =>
      [11, 12, 13, 14, 15].map((seed) =>
        JSON.stringify(playGame(lexicon, [equity, equity], seed, { language: LANGUAGE })),
      );
    useSearch(lexicon, null);
    const typescript = play();
    useWasmSearch(lexicon);
    expect(searchOf(lexicon, 'movegen')).toBeInstanceOf(WasmSearch);
    expect(play()).toEqual(typescript);
  }, 300_000);
});
