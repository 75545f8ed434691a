/**
 * The simulation's plies on the engine passed in (packages/engine/movegen/search-engine.ts): the
 * WebAssembly engine's searches when it is passed, with the TypeScript engine's figures; and
 * the tally's paired difference of two candidates, which the agreement's near ties read.
 */
import { describe, expect, it, vi } from 'vitest';
import { engineWith } from '../../movegen/search-engine.ts';
import { WasmSearch } from '../../movegen/wasm/engine.ts';
import {
  playIterations,
  prepareSimulation,
  SimulationTally,
} from '../../strategy/simulation/simulate.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { fastEngine } from '../../node/wasm-engine.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { selfPlayPosition } from './simulate-position.ts';

const lexicon = loadLexiconFile('NO_B');
const model = loadShippedModel('NO_B')!;

describe('simulation engine', () => {
  it('plays the plies on the WebAssembly engine when passed it, with the same figures', () => {
    const wasm = fastEngine(lexicon, (m) => expect.fail(m)).withModel(model);
    const typescriptEngine = engineWith(lexicon, model);
    const position = selfPlayPosition(lexicon, model, 7, 12);
    const withBlank = { ...position, rack: position.rack.slice(1) + '?' };
    const unseen = position.unseen.replace('?', position.rack[0]!);
    for (const p of [position, { ...withBlank, unseen }]) {
      for (const plies of [2, 3]) {
        const setup = prepareSimulation(typescriptEngine, p, { candidates: 3, seed: 9, plies });
        const searches = vi.spyOn(WasmSearch.prototype, 'searchTop');
        const typescript = playIterations(typescriptEngine, setup, 4, 6);
        expect(searches).not.toHaveBeenCalled();
        const webassembly = playIterations(wasm, setup, 4, 6);
        // Every candidate's plies in every iteration (fewer where a game ends on the way).
        expect(searches.mock.calls.length).toBeGreaterThanOrEqual(3 * 6);
        searches.mockRestore();
        expect(webassembly).toEqual(typescript);
      }
    }
  }, 60_000);

  it('gives the paired difference of two candidates and its standard error', () => {
    const tally = new SimulationTally(2, { iterations: 4 });
    // Candidate 0: 1, 1, 0, 1; candidate 1: 0, 1, 0, 0 (differences 1, 0, 0, 1).
    tally.add({
      from: 0,
      count: 4,
      win: [1, 0, 1, 1, 0, 0, 1, 0],
      spread: [0, 0, 0, 0, 0, 0, 0, 0],
    });
    const [mean, error] = tally.difference(0, 1);
    expect(mean).toBeCloseTo(0.5);
    // Sample variance of 1, 0, 0, 1 is 1/3; its error sqrt(1/3 / 4).
    expect(error).toBeCloseTo(Math.sqrt(1 / 12));
    expect(tally.difference(1, 0)[0]).toBeCloseTo(-0.5);
    expect(tally.difference(0, 0)).toEqual([0, 0]);
  });
});
