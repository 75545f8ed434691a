/** Start-up errors say what is wrong in their first line. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { DatabaseOpenError } from '../../server/db/open-errors.ts';

async function openError(options: Parameters<typeof openDatabase>[0]): Promise<Error> {
  const err = await openDatabase(options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DatabaseOpenError);
  return err as Error;
}

describe('a database that does not open', () => {
  it('names an unreachable PostgreSQL server', async () => {
    const err = await openError({ databaseUrl: 'postgres://postgres@127.0.0.1:1/x', dataDir: '' });
    expect(err.message).toBe(
      'Cannot reach PostgreSQL at 127.0.0.1:1 (DATABASE_URL): connection refused. Is it running?',
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)('names a database the server does not have', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = '/ordbot_no_such_database';
    const err = await openError({ databaseUrl: url.toString(), dataDir: '' });
    expect(err.message).toMatch(
      /^PostgreSQL at .+ has no database 'ordbot_no_such_database' \(DATABASE_URL\): create it/,
    );
  });

  it('names a DATA_DIR that is not a folder', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-open-')), 'a-file');
    fs.writeFileSync(file, '');
    const err = await openError({ dataDir: file });
    expect(err.message).toBe(`DATA_DIR ${file} is not a folder.`);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
