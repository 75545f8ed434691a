/**
 * The move engine a caller uses: the WebAssembly one when its module loads, else the
 * TypeScript reference, with a clear line in the log saying why.
 */
import type { Lexicon } from './lexicon.ts';
import type { MoveEngine } from './move-engine-types.ts';
import { wasmFallbackMessage } from './search-engine.ts';
import { allMovesByEquity, generateMoves, topMoves, topMovesAndSwap } from './movegen.ts';
import { compileEngine, webAssemblyEngine, type EngineModule } from './wasm/engine.ts';

export type { MoveEngine } from './move-engine-types.ts';

/** The TypeScript engine (packages/engine/movegen/movegen.ts) behind the MoveEngine interface. */
export function typescriptEngine(lexicon: Lexicon): MoveEngine {
  return {
    kind: 'typescript',
    sizes: () => null,
    generateMoves: (board, rack, options) => generateMoves(lexicon, board, rack, options),
    topMoves: (board, rack, options, n) => topMoves(lexicon, board, rack, options, n),
    topMovesAndSwap: (board, rack, options, n) => topMovesAndSwap(lexicon, board, rack, options, n),
    allMovesByEquity: (board, rack, options, n) =>
      allMovesByEquity(lexicon, board, rack, options, n),
  };
}

/**
 * The WebAssembly engine over `lexicon`, from the module (or its bytes) `load` returns; when
 * loading throws or WebAssembly is missing, the TypeScript engine, and `log` says so.
 */
export function loadMoveEngine(
  lexicon: Lexicon,
  load: () => EngineModule | Uint8Array,
  log: (message: string) => void,
): MoveEngine {
  try {
    const loaded = load();
    const module = loaded instanceof Uint8Array ? compileEngine(loaded) : loaded;
    return webAssemblyEngine(module, lexicon);
  } catch (error) {
    log(wasmFallbackMessage(error));
    return typescriptEngine(lexicon);
  }
}
