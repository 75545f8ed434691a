/**
 * The text of assembly/layout.generated.ts, the module's copy of layout.ts: scripts/build-wasm.mjs
 * writes it before each build when it differs (so the module is built again), and a unit test
 * fails when the committed file is not this text. Formatted as Prettier leaves it.
 */
import {
  INPUT_BYTES,
  INPUT_FIELDS,
  inputOffsets,
  SHARED_CONSTANTS,
  type InputField,
} from './layout.ts';

/** Where the text goes, from the repository's root. */
export const GENERATED_LAYOUT = 'packages/engine/movegen/wasm/assembly/layout.generated.ts';

export function assemblyLayout(
  constants: Readonly<Record<string, number>> = SHARED_CONSTANTS,
  fields: readonly InputField[] = INPUT_FIELDS,
  inputBytes = INPUT_BYTES,
): string {
  const offsets = inputOffsets(fields);
  const lines = [
    '// Generated from packages/engine/movegen/wasm/layout.ts by scripts/build-wasm.mjs (the text is',
    "// layout-source.ts's): do not edit it; edit layout.ts, which the TypeScript host imports.",
    '',
    '// The constants the module shares with its host.',
    ...Object.entries(constants).map(([name, value]) => `export const ${name}: i32 = ${value};`),
    '',
    '/** Bytes of INPUT, what the host writes before setBoard and setRack (board.ts reserves it). */',
    `export const INPUT_BYTES: i32 = ${inputBytes};`,
    '',
    "// INPUT's fields: their byte offsets in it.",
    ...fields.flatMap(({ name, type, length, doc }) => [
      `/** ${type}[${length}]: ${doc}. */`,
      `export const IN_${name}: usize = ${offsets[name]};`,
    ]),
    '',
  ];
  return lines.join('\n');
}
