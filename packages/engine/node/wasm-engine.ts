/**
 * The WebAssembly move engine in Node: build/wasm/engine.wasm (scripts/build-wasm.mjs), compiled
 * once per process, one engine per lexicon, the TypeScript engine when the file is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo.ts';
import type { Lexicon } from '../movegen/lexicon.ts';
import { loadMoveEngine, type MoveEngine } from '../movegen/move-engine.ts';
import {
  searchEngine,
  typescriptSearchEngine,
  wasmFallbackMessage,
  type Engine,
} from '../movegen/search-engine.ts';
import { compileEngine, wasmSearchFactory, type EngineModule } from '../movegen/wasm/engine.ts';

export const WASM_ENGINE_PATH = path.join(REPO_ROOT, 'build', 'wasm', 'engine.wasm');

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

const wasmEngines = new WeakMap<Lexicon, Engine<null>>();

/**
 * The engine a thread's searches over `lexicon` should run on (packages/engine/movegen/search-engine.ts):
 * the WebAssembly one, made once per lexicon; when the module cannot load, the TypeScript one,
 * and `log` says so. Without a model: a caller that judges moves adds the language's
 * (`withModel`) and passes that engine down where it passed the lexicon.
 */
export function fastEngine(
  lexicon: Lexicon,
  log: (message: string) => void = (message) => console.warn(message),
): Engine<null> {
  const made = wasmEngines.get(lexicon);
  if (made) return made;
  try {
    const engine = searchEngine(lexicon, wasmSearchFactory(engineModule(), lexicon), 'webassembly');
    wasmEngines.set(lexicon, engine);
    return engine;
  } catch (error) {
    log(wasmFallbackMessage(error));
    return typescriptSearchEngine(lexicon);
  }
}
