// @vitest-environment node
/**
 * The WebAssembly engine's shared layout (packages/engine/movegen/wasm/layout.ts): the module's
 * copy, assembly/layout.generated.ts, is what layout.ts makes now (scripts/build-wasm.mjs writes
 * it; a stale copy would have the module read the board and the rack where the host did not
 * write them), and INPUT's fields neither overlap nor leave the block the module reserves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assemblyLayout, GENERATED_LAYOUT } from '../../movegen/wasm/layout-source.ts';
import {
  FIELD_BYTES,
  INPUT_BYTES,
  INPUT_FIELDS,
  INPUT_OFFSETS,
  inputOffsets,
  SHARED_CONSTANTS,
} from '../../movegen/wasm/layout.ts';

const root = process.cwd();
const ASSEMBLY = path.dirname(path.join(root, GENERATED_LAYOUT));

describe('the WebAssembly layout', () => {
  it('has the module read the layout layout.ts makes now', () => {
    const committed = fs.readFileSync(path.join(root, GENERATED_LAYOUT), 'utf8');
    // When this fails, run node scripts/build-wasm.mjs and commit the file it writes.
    expect(committed).toBe(assemblyLayout());
  });

  it('lays the fields out in order, each at a multiple of its element size', () => {
    const fields = [
      { name: 'A', type: 'i8', length: 3, doc: '' },
      { name: 'B', type: 'i32', length: 2, doc: '' },
      { name: 'C', type: 'u8', length: 1, doc: '' },
      { name: 'D', type: 'f64', length: 1, doc: '' },
    ] as const;
    expect(inputOffsets(fields)).toEqual({ A: 0, B: 4, C: 12, D: 16 });
  });

  it("keeps INPUT's fields apart, aligned and inside the block the module reserves", () => {
    const names = INPUT_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const spans = INPUT_FIELDS.map(({ name, type, length }) => {
      const start = INPUT_OFFSETS[name];
      expect(start % FIELD_BYTES[type], name).toBe(0);
      expect(length, name).toBeGreaterThan(0);
      return { name, start, end: start + length * FIELD_BYTES[type] };
    }).sort((a, b) => a.start - b.start);
    spans.forEach((span, i) => {
      const next = spans[i + 1];
      if (next) expect(span.end, `${span.name} and ${next.name}`).toBeLessThanOrEqual(next.start);
    });
    expect(spans[0]?.start).toBeGreaterThanOrEqual(0);
    expect(spans.at(-1)?.end).toBeLessThanOrEqual(INPUT_BYTES);
    // The module reserves INPUT_BYTES, aligned for its widest field (f64).
    const board = fs.readFileSync(path.join(ASSEMBLY, 'board.ts'), 'utf8');
    expect(board).toMatch(/export const INPUT: usize = memory\.data\(INPUT_BYTES, (8|16)\);/);
  });

  it('gives the module only 32-bit integers', () => {
    for (const [name, value] of Object.entries(SHARED_CONSTANTS)) {
      expect(value | 0, name).toBe(value);
    }
    expect(INPUT_BYTES | 0).toBe(INPUT_BYTES);
  });
});
