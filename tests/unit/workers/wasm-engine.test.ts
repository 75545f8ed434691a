/**
 * workers/wasm-engine.ts: the worker fetches the WebAssembly module at the address the build
 * gives it, compiles it once and makes each lexicon's engine of it; when the fetch fails the
 * engine is the TypeScript one and the console says why.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { WASM_ENGINE_PATH } from '@ordbot/engine/node/wasm-engine.ts';

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
    ...(await import('@ordbot/engine/movegen/movegen.ts')),
    ...(await import('@ordbot/engine/movegen/wasm/engine.ts')),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('workers/wasm-engine', () => {
  it('loads the module once and has the searches use it', async () => {
    const calls = stubFetch(true);
    const lexicon = Lexicon.fromWords(words, lexiconAlphabet('NO_B'));
    const { fastEngine, generateMoves, WasmSearch } = await freshModule();
    const engine = await fastEngine(lexicon);
    expect(engine.kind).toBe('webassembly');
    expect(await fastEngine(lexicon)).toBe(engine);
    expect((await fastEngine(Lexicon.fromWords(words, lexiconAlphabet('NO_B')))).kind).toBe(
      'webassembly',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/engine\.wasm$/);
    expect(engine.search('movegen')).toBeInstanceOf(WasmSearch);
    const board = new Array<string>(225).fill('');
    const fast = generateMoves(engine, board, 'HEIA', { language: 'NO_B' });
    expect(fast).toEqual(generateMoves(lexicon, board, 'HEIA', { language: 'NO_B' }));
    expect(fast.length).toBeGreaterThan(0);
  });

  it('keeps the TypeScript engine and says why when the module cannot be fetched', async () => {
    stubFetch(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lexicon = Lexicon.fromWords(words, lexiconAlphabet('NO_B'));
    const { fastEngine, WasmSearch } = await freshModule();
    const engine = await fastEngine(lexicon);
    expect(engine.kind).toBe('typescript');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/WebAssembly move engine did not load/),
    );
    expect(engine.search('movegen')).not.toBeInstanceOf(WasmSearch);
    warn.mockRestore();
  });
});
