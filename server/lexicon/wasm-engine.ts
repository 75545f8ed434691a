/**
 * The WebAssembly move engine in Node: build/wasm/engine.wasm (scripts/build-wasm.mjs), compiled
 * once per process, one engine per lexicon, the TypeScript engine when the file is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Lexicon } from '@ordbot/engine/engine/lexicon.ts';
import { loadMoveEngine, type MoveEngine } from '@ordbot/engine/engine/move-engine.ts';
import {
  searchFactory,
  useSearch,
  type SearchFactory,
} from '@ordbot/engine/engine/search-registry.ts';
import { compileEngine, WasmSearch, type EngineModule } from '@ordbot/engine/engine/wasm/engine.ts';

export const WASM_ENGINE_PATH = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'build',
  'wasm',
  'engine.wasm',
);

let module: EngineModule | null = null;
const engines = new WeakMap<Lexicon, MoveEngine>();

/** The compiled module; throws when the file is missing or not a module. */
export function engineModule(file = WASM_ENGINE_PATH): EngineModule {
  if (module && file === WASM_ENGINE_PATH) return module;
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing (npm run build makes it)`);
  }
  const compiled = compileEngine(fs.readFileSync(file));
  if (file === WASM_ENGINE_PATH) module = compiled;
  return compiled;
}

/** The fast engine for `lexicon` (made once), falling back to TypeScript with a log line. */
export function moveEngine(
  lexicon: Lexicon,
  log: (message: string) => void = (message) => console.warn(message),
): MoveEngine {
  let engine = engines.get(lexicon);
  if (!engine) {
    engine = loadMoveEngine(lexicon, () => engineModule(), log);
    engines.set(lexicon, engine);
  }
  return engine;
}

const factories = new WeakMap<Lexicon, SearchFactory>();

/**
 * Has every search over `lexicon` in this thread (packages/engine/engine/movegen.ts, packages/engine/analysis) use the
 * WebAssembly engine; when the module cannot load they keep the TypeScript engine and `log`
 * says so. Returns whether the WebAssembly engine is in use.
 */
export function useWasmSearch(
  lexicon: Lexicon,
  log: (message: string) => void = (message) => console.warn(message),
): boolean {
  const registered = factories.get(lexicon);
  if (registered && searchFactory(lexicon) === registered) return true;
  if (registered) {
    useSearch(lexicon, registered);
    return true;
  }
  try {
    const compiled = engineModule();
    // One instance now, so a module that cannot run fails here and not in a search.
    const first = new WasmSearch(compiled, lexicon);
    let handed = false;
    const factory: SearchFactory = (l) => {
      if (!handed) {
        handed = true;
        return first;
      }
      return new WasmSearch(compiled, l);
    };
    useSearch(lexicon, factory);
    factories.set(lexicon, factory);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `The WebAssembly move engine did not load (${reason}): using the TypeScript engine, which is slower but gives the same moves.`,
    );
    return false;
  }
}
