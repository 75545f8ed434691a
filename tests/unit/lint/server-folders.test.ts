// @vitest-environment node
/**
 * The server's folders depend one way, in the order of the table below (lowest row first): a
 * folder imports only folders on lower rows, never one beside or above it. A file directly in
 * server/ (app.ts, context.ts, config.ts) is a unit of its own, placed in a row as a folder is,
 * and every unit of server/ is in the table once. Type-only imports count, as in ordbot/no-cycle: a
 * folder that needs another's types depends on it. docs/architecture.md (Server folders) shows
 * the table as this test prints it (a new folder or order: paste what the last test prints).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const DOC = 'docs/architecture.md';

/** The rows, lowest first: the units on each, and what they are. */
const ORDER: readonly (readonly [units: readonly string[], what: string])[] = [
  [['config.ts', 'logging.ts'], 'the settings and the log'],
  [['db/'], 'schema, migrations, locks, SQL helpers, the event log'],
  [['http/'], 'error answers and texts, validation, caps, headers'],
  [
    ['games/', 'stats/', 'practice/', 'lexicon-status.ts'],
    'the games, their figures, the exercises; word lists building',
  ],
  [['players/', 'share/', 'analysis/', 'live/'], 'built on the games (live/ on stats/ too)'],
  [['auth/'], 'guards and sessions (reads players/)'],
  [['fairplay/', 'jobs/', 'demo/'], 'built on auth/ (and the analysis)'],
  [['context.ts'], 'the types of app.ctx'],
  [['wiring.ts'], 'the services app.ts and cli/ share'],
  [['routes/', 'cli/'], 'the ways in: HTTP and the command line'],
  [['app.ts'], 'the Fastify app: makes the services, registers the routes'],
  [['main.ts'], "the process's start"],
];

/** Every code file under server/, by repository path, with its text. */
function serverSources(): Map<string, string> {
  const files = fs.readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' });
  return new Map(
    files
      .filter((f) => /\.(ts|mts|mjs|js)$/.test(f))
      .map((f) => {
        const repoPath = `server/${f.split(path.sep).join('/')}`;
        return [repoPath, fs.readFileSync(path.join(root, repoPath), 'utf8')];
      }),
  );
}

/** The unit of a server file: its folder under server/, or the file itself at the top. */
function unitOf(repoPath: string): string {
  const parts = repoPath.split('/');
  return parts.length > 2 ? `${parts[1]}/` : (parts[1] ?? repoPath);
}

/** Each import from one unit into another: [from, to, 'a.ts → b.ts']. */
function unitImports(sources: Map<string, string>): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const [file, text] of sources) {
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName));
      if (!target.startsWith('server/')) continue;
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from !== to) out.push([from, to, `${file} → ${target}`]);
    }
  }
  return out;
}

/** The imports that go beside or above their unit's row (or to or from a unit not in it). */
function upward(sources: Map<string, string>, order = ORDER): string[] {
  const row = new Map(order.flatMap(([units], i) => units.map((u) => [u, i])));
  return unitImports(sources)
    .filter(([from, to]) => !((row.get(to) ?? Infinity) < (row.get(from) ?? -1)))
    .map(([, , tie]) => tie)
    .sort();
}

/** Units of server/ not in the table, in it twice, or in it and gone. */
function misplaced(sources: Map<string, string>, order = ORDER): string[] {
  const units = new Set([...sources.keys()].map(unitOf));
  const listed = order.flatMap(([names]) => names);
  return [
    ...[...units].filter((u) => !listed.includes(u)).map((u) => `${u} is in no row`),
    ...listed.filter((u, i) => listed.indexOf(u) !== i).map((u) => `${u} is in two rows`),
    ...listed.filter((u) => !units.has(u)).map((u) => `${u} is not in server/`),
  ].sort();
}

/** The table as docs/architecture.md shows it: the top row first, laid out as prettier does. */
function orderTable(order = ORDER): string {
  const head = ['row', 'folders and files', 'what they are'];
  const body = order
    .map(([units, what], i) => [String(i + 1), units.map((u) => `\`${u}\``).join(' '), what])
    .reverse();
  const widths = head.map((_, c) => Math.max(3, ...[head, ...body].map((r) => r[c]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The first table of the doc's Server folders section. */
function docTable(text: string): string {
  const section = text.split(/^### Server folders\n/m)[1]?.split(/^#{1,3} /m)[0] ?? '';
  const lines = section.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** A file added to the real tree, and the import of it that the order refuses. */
const PROBES: [what: string, file: string, source: string, tie: string][] = [
  [
    'games/ calls into the analysis',
    'server/games/probe.ts',
    "import { writeAnalysis } from '../analysis/store.ts';",
    'server/games/probe.ts → server/analysis/store.ts',
  ],
  [
    'a folder takes a route’s types',
    'server/fairplay/probe.ts',
    "import type { x } from '../routes/users.ts';",
    'server/fairplay/probe.ts → server/routes/users.ts',
  ],
  [
    'db/ re-exports the live hub',
    'server/db/probe.ts',
    "export { LiveHub } from '../live/hub.ts';",
    'server/db/probe.ts → server/live/hub.ts',
  ],
  [
    'a folder imports one on its own row with import()',
    'server/jobs/probe.ts',
    "export const x = () => import('../demo/load.ts');",
    'server/jobs/probe.ts → server/demo/load.ts',
  ],
  [
    'a folder reads the context',
    'server/auth/probe.ts',
    "import type { AppContext } from '../context.ts';",
    'server/auth/probe.ts → server/context.ts',
  ],
];

describe('server folders depend one way', () => {
  const sources = serverSources();

  it('has every unit of server/ in the table once', () => {
    expect(misplaced(sources)).toEqual([]);
  });

  it('has every unit import only units on lower rows of the table', () => {
    expect(upward(sources)).toEqual([]);
  });

  it.each(PROBES)('fails when %s', (_what, file, source, tie) => {
    const probed = new Map(sources).set(file, source);
    expect(upward(probed)).toEqual([tie]);
  });

  it('fails on a unit in no row, in two, or gone', () => {
    const probed = new Map(sources).set('server/newfolder/x.ts', '');
    const order = [...ORDER, [['db/', 'gone/'], 'probe'] as const];
    expect(misplaced(probed, order)).toEqual([
      'db/ is in two rows',
      'gone/ is not in server/',
      'newfolder/ is in no row',
    ]);
    // An import from or to a unit in no row is never in order.
    const into = new Map(sources).set('server/db/probe.ts', "import '../newfolder/x.ts';");
    expect(upward(into)).toEqual(['server/db/probe.ts → server/newfolder/x.ts']);
  });

  it('counts a file at the top of server/ as a unit of its own', () => {
    expect(unitOf('server/context.ts')).toBe('context.ts');
    expect(unitOf('server/games/ingest.ts')).toBe('games/');
    expect(unitOf('server/db/migrations/x.ts')).toBe('db/');
  });

  it(`is shown in ${DOC} (Server folders) as this test prints it`, () => {
    const expected = orderTable();
    const text = fs.readFileSync(path.join(root, DOC), 'utf8');
    expect(
      docTable(text),
      `The first table under '### Server folders' in ${DOC} must be the order of ` +
        `tests/unit/lint/server-folders.test.ts; paste this there:\n\n${expected}\n`,
    ).toBe(expected);
  });
});
