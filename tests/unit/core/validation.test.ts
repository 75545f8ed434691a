import { describe, expect, it } from 'vitest';
import { STANDARD_BOARD } from '../../../core/board.ts';
import {
  assertPlayerInfoArray,
  assertPlayerInfoBasicArray,
  isBoardLayout,
} from '../../../core/validation.ts';

describe('isBoardLayout', () => {
  it('accepts 225 codes 0-5, the centre code 5 included', () => {
    expect(isBoardLayout([...STANDARD_BOARD])).toBe(true);
    expect(isBoardLayout(new Array(225).fill(5))).toBe(true);
  });

  it('rejects a wrong length, codes outside 0-5, non-integers and non-arrays', () => {
    expect(isBoardLayout(new Array(224).fill(0))).toBe(false);
    expect(isBoardLayout(new Array(226).fill(0))).toBe(false);
    expect(isBoardLayout([])).toBe(false);
    const bad = (value: unknown) => {
      const values: unknown[] = new Array(225).fill(0);
      values[100] = value;
      return isBoardLayout(values);
    };
    for (const value of [6, -1, 1.5, '1', null]) expect(bad(value)).toBe(false);
    expect(isBoardLayout('0'.repeat(225))).toBe(false);
    expect(isBoardLayout(undefined)).toBe(false);
  });
});

describe('player list checks', () => {
  it('accepts arrays', () => {
    expect(() => assertPlayerInfoArray([])).not.toThrow();
    expect(() => assertPlayerInfoBasicArray([{ id: 1, name: 'a' }])).not.toThrow();
  });

  it('throws the spec messages for anything else', () => {
    expect(() => assertPlayerInfoArray({ data: [] })).toThrow(
      new Error('Unexpected response type. Expected an array of PlayerInfo.'),
    );
    expect(() => assertPlayerInfoBasicArray('[]')).toThrow(
      new Error('Unexpected response type. Expected an array of PlayerInfoBasic.'),
    );
    expect(() => assertPlayerInfoArray(null)).toThrow(/of PlayerInfo\.$/);
  });
});
