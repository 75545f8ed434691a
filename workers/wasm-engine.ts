/**
 * The WebAssembly move engine in the worker (packages/engine/engine/wasm): its module, built by
 * scripts/build-wasm.mjs and emitted by Vite under a content-hashed address that the service
 * worker precaches (vite.config.ts), is fetched and compiled once per worker; each lexicon's
 * searches then use it (packages/engine/engine/search-registry.ts). When it cannot load, the searches keep
 * the TypeScript engine and the console says so. Only the worker imports this file, so the
 * page's own JavaScript does not grow.
 */
import type { Lexicon } from '@ordbot/engine/engine/lexicon.ts';
import {
  searchFactory,
  useSearch,
  type SearchFactory,
} from '@ordbot/engine/engine/search-registry.ts';
import {
  compileEngineAsync,
  WasmSearch,
  type EngineModule,
} from '@ordbot/engine/engine/wasm/engine.ts';

/** Vite emits the file and puts its hashed address here (an asset by `new URL`). */
const engineUrl = new URL('../build/wasm/engine.wasm', import.meta.url).href;
let module: Promise<EngineModule> | null = null;
const factories = new WeakMap<Lexicon, SearchFactory>();

async function engineModule(): Promise<EngineModule> {
  module ??= fetch(engineUrl).then(async (res) => {
    if (!res.ok) throw new Error(`${engineUrl} answered ${res.status}`);
    return compileEngineAsync(new Uint8Array(await res.arrayBuffer()));
  });
  return module;
}

/** Has the lexicon's searches use the WebAssembly engine; false (and a warning) when it cannot. */
export async function useWasmEngine(lexicon: Lexicon): Promise<boolean> {
  const known = factories.get(lexicon);
  if (known) {
    if (searchFactory(lexicon) !== known) useSearch(lexicon, known);
    return true;
  }
  try {
    const compiled = await engineModule();
    const first = new WasmSearch(compiled, lexicon);
    let handed = false;
    const factory: SearchFactory = (l) => {
      if (handed) return new WasmSearch(compiled, l);
      handed = true;
      return first;
    };
    useSearch(lexicon, factory);
    factories.set(lexicon, factory);
    return true;
  } catch (error) {
    module = null;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `The WebAssembly move engine did not load (${reason}): using the TypeScript engine, which is slower but gives the same moves.`,
    );
    return false;
  }
}
