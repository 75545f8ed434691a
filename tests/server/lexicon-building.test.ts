/**
 * A first start builds the word lists after the server listens (scripts/start.mjs): a list still
 * being built (its note, build/lexicon/<LANG>.building, names a live process) answers a Norwegian
 * 503 with Retry-After for the calls that need it, never an answer made without it, and is taken
 * up once it is there. The lists here are tiny ones in a folder of their own (LEXICON_DIR).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LexiconIndex } from '@ordbot/contract/lexicon-index.ts';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import {
  getLexicon,
  LexiconBuildingError,
  lexiconBuilding,
  lexiconBuildingPath,
  lexiconPath,
  whenLexiconBuilt,
} from '@ordbot/engine/node/lexicon-files.ts';
import { createTestUser, useTestServer } from './harness.ts';

const dir = vi.hoisted(() => {
  // Before any module reads LEXICON_DIR.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const made = mkdtempSync(`${tmpdir()}/ordbot-lexicon-building-`);
  process.env.LEXICON_DIR = made;
  return made;
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeList(language: 'NO_B' | 'NO_NY', words: string[]) {
  const bytes = Lexicon.fromWords(words, lexiconAlphabet(language)).toBytes();
  fs.writeFileSync(lexiconPath(language), bytes);
}

// Bokmål is there; nynorsk is being built by this very process (alive); English is missing.
writeList('NO_B', ['hei', 'ord', 'næring']);
fs.writeFileSync(lexiconBuildingPath('NO_NY'), `${process.pid}\n`);

const server = useTestServer('pglite');

describe('a word list being built', () => {
  it('answers while the list is built: the index names it, its files answer 503 in Norwegian', async () => {
    expect((await server.inject({ url: '/api/health' })).statusCode).toBe(200);
    const index = (await server.inject({ url: '/api/lexicons' })).json<LexiconIndex>();
    expect(index.lexicons.map((l) => l.language)).toEqual(['NO_B']);
    expect(index.building).toEqual(['NO_NY']);

    const file = await server.inject({ url: '/lexicons/NO_NY.0123456789abcdef.dawg' });
    expect(file.statusCode).toBe(503);
    expect(file.headers['retry-after']).toBe('10');
    expect(file.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Ordlisten for nynorsk bygges fortsatt etter oppstarten. Prøv igjen om 10 sekunder.',
    });
    // A list that is missing (not being built) stays a 404.
    const missing = await server.inject({ url: '/lexicons/ENG_US.0123456789abcdef.dawg' });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses the analysis job with 503 while a list is built, and the main thread's loader too", async () => {
    const admin = await createTestUser(server, 'ADMIN');
    const job = await server.inject({
      method: 'POST',
      url: '/api/jobs',
      token: admin.token,
      payload: { kind: 'analysis' },
    });
    expect(job.statusCode).toBe(503);
    expect(job.headers['retry-after']).toBe('10');
    expect(job.json<{ message: string }>().message).toMatch(/^Ordlisten for nynorsk bygges/);
    expect(() => getLexicon('NO_NY')).toThrow(LexiconBuildingError);
  });

  it('takes the list up once it is there', async () => {
    let built = false;
    const waited = whenLexiconBuilt('NO_NY', 20).then(() => (built = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(built).toBe(false);
    writeList('NO_NY', ['hei', 'ord', 'kvifor']);
    fs.rmSync(lexiconBuildingPath('NO_NY'));
    await waited;

    const index = (await server.inject({ url: '/api/lexicons' })).json<LexiconIndex>();
    expect(index.lexicons.map((l) => l.language)).toEqual(['NO_B', 'NO_NY']);
    expect(index.building).toBeUndefined();
    const entry = index.lexicons.find((l) => l.language === 'NO_NY');
    const file = await server.inject({
      url: entry!.url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(file.statusCode).toBe(200);
    expect(getLexicon('NO_NY').has('kvifor')).toBe(true);
  });

  it('counts for nothing when the process that wrote the note is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(lexiconBuildingPath('ENG_US'), `${gone.pid}\n`);
    expect(lexiconBuilding('ENG_US')).toBe(false);
    const index = (await server.inject({ url: '/api/lexicons' })).json<LexiconIndex>();
    expect(index.building).toBeUndefined();
  });
});

describe('the lexicon build', () => {
  it('notes the lists it will build before building any, and drops the notes when done', async () => {
    // The word file is a pipe: the build waits in it until the test has seen the note.
    const words = path.join(dir, 'ord.fifo');
    expect(spawnSync('mkfifo', [words]).status).toBe(0);
    const out = path.join(dir, 'built');
    const root = path.resolve(import.meta.dirname, '..', '..');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-lexicon.ts', '--if-missing', '--language', 'NO_B'],
      {
        cwd: root,
        env: { ...process.env, LEXICON_DIR: out, WORDLIST_NO_B: words },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const planned = await new Promise<{ planned: string[] }>((resolve) =>
      child.on('message', resolve),
    );
    expect(planned.planned).toEqual(['NO_B']);
    const note = path.join(out, 'NO_B.building');
    expect(fs.readFileSync(note, 'utf8').trim()).toBe(String(child.pid));
    expect(fs.existsSync(path.join(out, 'NO_B.dawg'))).toBe(false);
    await fs.promises.writeFile(words, 'hei\nord\nnæring\n');
    expect(await exited).toBe(0);
    expect(fs.existsSync(note)).toBe(false);
    expect(fs.existsSync(path.join(out, 'NO_B.dawg'))).toBe(true);
    // No temporary file left behind.
    expect(fs.readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('builds two lists of the same words once, and clears what a build cut short left', () => {
    const words = path.join(dir, 'english.txt');
    fs.writeFileSync(words, 'hello\nword\nquiz\n');
    const out = path.join(dir, 'english');
    // Half a file of a build cut short (its process is gone) is cleared away.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, `ENG_US.dawg.${gone}.tmp`), 'half');
    const root = path.resolve(import.meta.dirname, '..', '..');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/build-lexicon.ts',
        '--if-missing',
        '--jobs',
        '2',
        '--language',
        'ENG_US,ENG_INT',
      ],
      {
        cwd: root,
        env: { ...process.env, LEXICON_DIR: out, WORDLIST_ENG_US: words, WORDLIST_ENG_INT: words },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/ENG_US: english\.txt, 3 words/);
    expect(run.stdout).toMatch(/ENG_INT: the same list as ENG_US/);
    const bytes = (language: string) => fs.readFileSync(path.join(out, `${language}.dawg`));
    expect(bytes('ENG_INT').equals(bytes('ENG_US'))).toBe(true);
    const packed = (language: string) => fs.readFileSync(path.join(out, `${language}.dawg.br`));
    expect(packed('ENG_INT').equals(packed('ENG_US'))).toBe(true);
    expect(fs.readdirSync(out).filter((f) => /\.(building|tmp)$/.test(f))).toEqual([]);
  }, 60_000);
});
