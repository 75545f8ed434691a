/**
 * The WebAssembly engine in the analysis and self-play paths (packages/engine/node/wasm-engine.ts's
 * fastEngine, passed in as the analysis and self-play workers pass it): the stored analyses of demo
 * games (server/demo/play.ts, fixed seeds; the shipped strategy model and the endgame, as the
 * analysis worker runs them) and self-play games with the shipped leave table are byte for byte
 * what the TypeScript engine gives.
 */
import { describe, expect, it } from 'vitest';
import { storedAnalysis } from '../../analysis/stored.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { engineWith, type Engine, type Words } from '../../movegen/search-engine.ts';
import { WasmSearch } from '../../movegen/wasm/engine.ts';
import { playGame, type Player } from '../../strategy/play.ts';
import { reviewEndgame } from '../../strategy/endgame/game.ts';
import { strategyModelFor } from '../../../../server/analysis/strategy-model.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { fastEngine } from '../../node/wasm-engine.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { demoAnalysisGames } from '../../../../tests/bench/demo-games.ts';

const LANGUAGE = 'NO_B';
const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

describe('the WebAssembly engine in analyses and self-play', () => {
  const lexicon = loadLexiconFile(LANGUAGE);

  it(`stores the same analyses of ${SEEDS.length} demo games as the TypeScript engine`, async () => {
    const model = await strategyModelFor(LANGUAGE);
    expect(model).not.toBeNull();
    const games = demoAnalysisGames(lexicon, SEEDS);
    const analyse = (words: Words) =>
      games.map((game) =>
        JSON.stringify(storedAnalysis(engineWith(words, model), game, { endgame: reviewEndgame })),
      );
    const typescript = analyse(lexicon);
    const wasm = fastEngine(lexicon, (m) => expect.fail(m));
    expect(wasm.kind).toBe('webassembly');
    expect(wasm.search('analysis')).toBeInstanceOf(WasmSearch);
    const webAssembly = analyse(wasm);
    expect(webAssembly).toHaveLength(SEEDS.length);
    for (let g = 0; g < SEEDS.length; g++) expect(webAssembly[g]).toBe(typescript[g]);
  }, 600_000);

  it('plays the same self-play games as the TypeScript engine', () => {
    const leaves = loadShippedModel(LANGUAGE)?.leaves.valueOfCounts ?? null;
    expect(leaves).not.toBeNull();
    const equity: Player = { name: 'equity', leaves };
    const play = (words: Words) =>
      [11, 12, 13, 14, 15].map((seed) =>
        JSON.stringify(playGame(words, [equity, equity], seed, { language: LANGUAGE })),
      );
    const typescript = play(lexicon);
    const wasm = fastEngine(lexicon);
    expect(wasm.search('movegen')).toBeInstanceOf(WasmSearch);
    expect(play(wasm)).toEqual(typescript);
  }, 300_000);

  it('runs every search of an analysis on the engine passed in, the endgame words too', async () => {
    const model = await strategyModelFor(LANGUAGE);
    const [game] = demoAnalysisGames(lexicon, [3]);
    const wasm = fastEngine(lexicon);
    /** The engine, recording the lexicons and slots its searches were asked for. */
    const asked: string[] = [];
    const spy = (engine: Engine, name: string): Engine => ({
      ...engine,
      search: (slot) => (asked.push(`${name} ${slot}`), engine.search(slot)),
      newSearch: () => (asked.push(`${name} new`), engine.newSearch()),
      over: (words: Lexicon) => spy(engine.over(words), words === lexicon ? name : 'words'),
    });
    storedAnalysis(spy(wasm.withModel(model), 'full'), game!, { endgame: reviewEndgame });
    expect(asked).toContain('full analysis');
    // The endgame searches the words the racks can form, on the same engine.
    expect(asked.some((a) => a.startsWith('words '))).toBe(true);
  }, 120_000);
});
