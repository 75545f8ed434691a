// Compiles the WebAssembly move engine (packages/engine/movegen/wasm/assembly, AssemblyScript) to
// build/wasm/engine.wasm when the file is missing or older than its sources; `--force` always.
// First it writes assembly/layout.generated.ts from packages/engine/movegen/wasm/layout.ts (the
// constants and memory offsets the module shares with its TypeScript host) when its text
// differs, which makes the module older than its sources. Run by npm start, npm run build and
// npm test (scripts/lib/build.mjs), like the lexicons.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const sources = path.join(root, 'packages', 'engine', 'movegen', 'wasm', 'assembly');
export const WASM_PATH = path.join(root, 'build', 'wasm', 'engine.wasm');

function newest(dir) {
  let at = fs.statSync(path.join(root, 'package-lock.json')).mtimeMs;
  for (const name of fs.readdirSync(dir))
    at = Math.max(at, fs.statSync(path.join(dir, name)).mtimeMs);
  return Math.max(at, fs.statSync(import.meta.filename).mtimeMs);
}

/** Writes the module's copy of the shared layout when it differs from what layout.ts makes. */
async function writeLayout() {
  const source = '../packages/engine/movegen/wasm/layout-source.ts';
  const { assemblyLayout, GENERATED_LAYOUT } = await tsImport(source, import.meta.url);
  const file = path.join(root, GENERATED_LAYOUT);
  const text = assemblyLayout();
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(file, text);
  console.log(`WebAssembly engine: wrote ${GENERATED_LAYOUT} from layout.ts`);
}

await writeLayout();
const force = process.argv.includes('--force');
if (force || !fs.existsSync(WASM_PATH) || fs.statSync(WASM_PATH).mtimeMs < newest(sources)) {
  fs.mkdirSync(path.dirname(WASM_PATH), { recursive: true });
  const started = performance.now();
  // Loaded only to build: a start with the module up to date does not wait for the compiler.
  const { default: asc } = await import('assemblyscript/asc');
  const { error, stderr } = await asc.main([
    path.join(sources, 'index.ts'),
    '--outFile',
    WASM_PATH,
    '--optimizeLevel',
    '3',
    '--shrinkLevel',
    '0',
    '--converge',
    '--noAssert',
    '--runtime',
    'stub',
  ]);
  if (error) {
    console.error(stderr.toString());
    console.error(`Building the WebAssembly engine failed: ${error.message}`);
    process.exit(1);
  }
  const size = fs.statSync(WASM_PATH).size;
  console.log(
    `WebAssembly engine: ${path.relative(root, WASM_PATH)}, ${size} bytes, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
