import { describe, expect, it } from 'vitest';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import {
  assertPlayerInfoArray,
  assertPlayerInfoBasicArray,
  validateBoardCharacters,
  validateBoardTypes,
} from '@ordbot/contract/validation.ts';

describe('validateBoardTypes', () => {
  const message = 'Please provide an array of 225 values (0-4)';

  it('accepts 225 codes 0-5, the centre code 5 included', () => {
    expect(validateBoardTypes([...STANDARD_BOARD])).toBeNull();
    expect(validateBoardTypes(new Array(225).fill(5))).toBeNull();
  });

  it('rejects a wrong length, codes outside 0-5, non-integers and non-arrays', () => {
    expect(validateBoardTypes(new Array(224).fill(0))).toBe(message);
    expect(validateBoardTypes(new Array(226).fill(0))).toBe(message);
    expect(validateBoardTypes([])).toBe(message);
    const bad = (value: unknown) => {
      const values: unknown[] = new Array(225).fill(0);
      values[100] = value;
      return validateBoardTypes(values);
    };
    expect(bad(6)).toBe(message);
    expect(bad(-1)).toBe(message);
    expect(bad(1.5)).toBe(message);
    expect(bad('1')).toBe(message);
    expect(bad(null)).toBe(message);
    expect(validateBoardTypes('0'.repeat(225))).toBe(message);
    expect(validateBoardTypes(undefined)).toBe(message);
  });
});

describe('validateBoardCharacters', () => {
  it('needs exactly 225 entries', () => {
    expect(validateBoardCharacters(new Array(225).fill(''))).toBeNull();
    expect(validateBoardCharacters(new Array(224).fill(''))).toBe(
      'Please provide an array of 225 characters',
    );
    expect(validateBoardCharacters(null)).toBe('Please provide an array of 225 characters');
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
