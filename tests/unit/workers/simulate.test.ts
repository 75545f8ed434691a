/**
 * workers/simulate.ts: the worker's simulation plays its plies on the WebAssembly engine
 * (fastLexiconFor), with the figures the TypeScript engine gives; the word list and the tables
 * are the shipped NO_B files, handed in as the worker's loaders would hand them.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { WasmSearch } from '@ordbot/engine/movegen/wasm/engine.ts';
import { playIterations } from '@ordbot/engine/strategy/simulation/simulate.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { WASM_ENGINE_PATH } from '@ordbot/engine/node/wasm-engine.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { selfPlayPosition } from '../../../packages/engine/test/strategy/simulate-position.ts';

const model = loadShippedModel('NO_B')!;

vi.mock('../../../workers/lexicon-files.ts', async (original) => ({
  ...(await original<typeof import('../../../workers/lexicon-files.ts')>()),
  lexiconBytes: async () => ({
    entry: { name: 'NSF', removed: 0 },
    bytes: new Uint8Array(fs.readFileSync(lexiconPath('NO_B'))).buffer,
  }),
}));
vi.mock('../../../workers/strategy-model.ts', () => ({
  strategyModelFor: async () => loadShippedModel('NO_B'),
}));

afterEach(() => vi.unstubAllGlobals());

describe('workers/simulate', () => {
  it('plays the iterations on the WebAssembly engine with the TypeScript figures', async () => {
    vi.stubGlobal('fetch', async () => new Response(fs.readFileSync(WASM_ENGINE_PATH)));
    const lexicon = loadLexiconFile('NO_B');
    const position = selfPlayPosition(lexicon, model, 3, 14);
    const { prepare, play } = await import('../../../workers/simulate.ts');
    const prepared = await prepare(position, { candidates: 3, seed: 4 });
    if (!prepared.ok) throw new Error(prepared.reason);
    const searches = vi.spyOn(WasmSearch.prototype, 'searchTop');
    const batch = await play(prepared.setup, 0, 4);
    expect(searches.mock.calls.length).toBeGreaterThanOrEqual(3 * 4);
    searches.mockRestore();
    expect(batch).toEqual(playIterations(engineWith(lexicon, model), prepared.setup, 0, 4));
  }, 60_000);
});
