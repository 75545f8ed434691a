/**
 * The repository the engine's Node side runs in: the lexicons and the WebAssembly module are
 * built into its build/ (npm run build:lexicon, scripts/build-wasm.mjs), and the shipped strategy
 * tables are in its tables/.
 */
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
