/**
 * workers/wasm-engine.ts: the worker fetches the WebAssembly module at the address the build
 * gives it, compiles it once and has the lexicon's searches use it; when the fetch fails the
 * searches keep the TypeScript engine and the console says why.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lexiconAlphabet } from '@ordbot/engine/engine/alphabet.ts';
import { Lexicon } from '@ordbot/engine/engine/lexicon.ts';
import { WASM_ENGINE_PATH } from '../../../server/lexicon/wasm-engine.ts';

const words = ['hei', 'hai', 'ei', 'ha', 'heia'];

function stubFetch(ok: boolean): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    calls.push(String(input));
    if (!ok) throw new TypeError('Failed to fetch');
    return new Response(fs.readFileSync(WASM_ENGINE_PATH));
  });
  return calls;
}

/** The worker's module with the engine modules it uses (fresh copies, as a new worker has). */
async function freshModule() {
  vi.resetModules();
  return {
    ...(await import('../../../workers/wasm-engine.ts')),
    ...(await import('@ordbot/engine/engine/search-registry.ts')),
    ...(await import('@ordbot/engine/engine/movegen.ts')),
    ...(await import('@ordbot/engine/engine/wasm/engine.ts')),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('workers/wasm-engine', () => {
  it('loads the module once and has the searches use it', async () => {
    const calls = stubFetch(true);
    const lexicon = Lexicon.fromWords(words, lexiconAlphabet('NO_B'));
    const { useWasmEngine, searchOf, useSearch, generateMoves, WasmSearch } = await freshModule();
    expect(await useWasmEngine(lexicon)).toBe(true);
    expect(await useWasmEngine(Lexicon.fromWords(words, lexiconAlphabet('NO_B')))).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/engine\.wasm$/);
    expect(searchOf(lexicon, 'movegen')).toBeInstanceOf(WasmSearch);
    const board = new Array<string>(225).fill('');
    const fast = generateMoves(lexicon, board, 'HEIA', { language: 'NO_B' });
    useSearch(lexicon, null);
    expect(fast).toEqual(generateMoves(lexicon, board, 'HEIA', { language: 'NO_B' }));
    expect(fast.length).toBeGreaterThan(0);
  });

  it('keeps the TypeScript engine and says why when the module cannot be fetched', async () => {
    stubFetch(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lexicon = Lexicon.fromWords(words, lexiconAlphabet('NO_B'));
    const { useWasmEngine, searchOf, WasmSearch } = await freshModule();
    expect(await useWasmEngine(lexicon)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/WebAssembly move engine did not load/),
    );
    expect(searchOf(lexicon, 'movegen')).not.toBeInstanceOf(WasmSearch);
    warn.mockRestore();
  });
});
