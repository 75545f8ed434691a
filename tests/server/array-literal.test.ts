/**
 * server/db/array-literal.ts: the literal as text, and what PostgreSQL reads back from it
 * (the embedded database), for values that need quoting and for numbers of every kind.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgArray } from '../../server/db/array-literal.ts';
import { openDatabase, queryRows, type Database } from '../../server/db/database.ts';
import { emptyDatabase } from './empty-database.ts';

describe('pgArray', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', ...emptyDatabase() });
  }, 60_000);
  afterAll(() => database?.close());

  /** What PostgreSQL reads from the literal, cast to `type`, as JSON. */
  async function readBack(literal: string, type: string): Promise<unknown> {
    const [row] = await queryRows<{ a: unknown }>(
      database.db,
      sql`select to_json(${literal}::${sql.raw(type)}) as a`,
    );
    return row?.a;
  }

  it('writes numbers as they are and text quoted', () => {
    expect(pgArray([])).toBe('{}');
    expect(pgArray([1, 22, -3])).toBe('{1,22,-3}');
    expect(pgArray([0.25, 1e-7, 12345678901234567890n])).toBe('{0.25,1e-7,12345678901234567890}');
    expect(pgArray(['NO_B', 'a b'])).toBe('{"NO_B","a b"}');
    expect(pgArray(['say "hi"', 'C:\\dir'])).toBe('{"say \\"hi\\"","C:\\\\dir"}');
    expect(pgArray([null, true, false])).toBe('{NULL,true,false}');
  });

  it('gives PostgreSQL back every text, however it needs quoting', async () => {
    const texts = [
      'HEST',
      'a,b',
      '{x}',
      'say "hi"',
      'back\\slash',
      '\\"',
      ' spaced ',
      '',
      'NULL',
      'null',
      'ÆØÅ æøå',
      "it's",
      'tab\there',
      'line\nbreak',
    ];
    expect(await readBack(pgArray(texts), 'text[]')).toEqual(texts);
    expect(await readBack(pgArray(['a', null, 'NULL']), 'text[]')).toEqual(['a', null, 'NULL']);
  });

  it('gives PostgreSQL back ids, counts and rates', async () => {
    expect(await readBack(pgArray([]), 'bigint[]')).toEqual([]);
    const ids = [1, 900_000_000, 9_007_199_254_740_991];
    expect(await readBack(pgArray(ids), 'bigint[]')).toEqual(ids);
    expect(await readBack(pgArray([0, -5, 2_147_483_647]), 'int[]')).toEqual([
      0, -5, 2_147_483_647,
    ]);
    const rates = [0.5, 1 / 3, 1e-9, 0];
    expect(await readBack(pgArray(rates), 'float8[]')).toEqual(rates);
    expect(await readBack(pgArray([true, false, null]), 'boolean[]')).toEqual([true, false, null]);
  });
});
