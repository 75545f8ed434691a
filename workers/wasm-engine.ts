/**
 * The WebAssembly move engine in the worker (packages/engine/movegen/wasm): its module, built by
 * scripts/build-wasm.mjs and emitted by Vite under a content-hashed address that the service
 * worker precaches (vite.config.ts), is fetched and compiled once per worker; each lexicon's
 * searches then run on it (packages/engine/movegen/search-engine.ts, passed down by the worker's
 * calls). When it cannot load, they run on the TypeScript engine and the console says so. Only the worker imports this file, so the
 * page's own JavaScript does not grow.
 */
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import {
  searchEngine,
  typescriptSearchEngine,
  wasmFallbackMessage,
  type Engine,
} from '@ordbot/engine/movegen/search-engine.ts';
import {
  compileEngineAsync,
  wasmSearchFactory,
  type EngineModule,
} from '@ordbot/engine/movegen/wasm/engine.ts';

/** Vite emits the file and puts its hashed address here (an asset by `new URL`). */
const engineUrl = new URL('../build/wasm/engine.wasm', import.meta.url).href;
let module: Promise<EngineModule> | null = null;
const engines = new WeakMap<Lexicon, Engine<null>>();

async function engineModule(): Promise<EngineModule> {
  module ??= fetch(engineUrl).then(async (res) => {
    if (!res.ok) throw new Error(`${engineUrl} answered ${res.status}`);
    return compileEngineAsync(new Uint8Array(await res.arrayBuffer()));
  });
  return module;
}

/**
 * The engine the worker's searches over `lexicon` run on: the WebAssembly one, made once per
 * lexicon; the TypeScript one (same answers) and a warning when the module cannot load. Without a
 * model: word-lists.ts fastLexiconFor adds the language's.
 */
export async function fastEngine(lexicon: Lexicon): Promise<Engine<null>> {
  const known = engines.get(lexicon);
  if (known) return known;
  try {
    const factory = wasmSearchFactory(await engineModule(), lexicon);
    const engine = searchEngine(lexicon, factory, 'webassembly');
    engines.set(lexicon, engine);
    // 'analysis:wasm-engine': a lexicon's searches run in WebAssembly (the e2e tests read it).
    performance.mark('analysis:wasm-engine');
    return engine;
  } catch (error) {
    module = null;
    console.warn(wasmFallbackMessage(error));
    return typescriptSearchEngine(lexicon);
  }
}
