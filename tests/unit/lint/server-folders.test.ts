// @vitest-environment node
/**
 * The server's folders depend one way (docs/architecture.md, Server folders): no folder of
 * server/ reaches itself through another's imports, so no two folders import each other, nor
 * three in a ring. A file directly in server/ (app.ts, context.ts, config.ts) counts as a unit of
 * its own. Type-only imports count, as in ordbot/no-cycle: a folder that needs another's types
 * depends on it. The probes add one file to the real tree (in memory) and expect the ring named.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

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

/** Imports between units: from → to → one import that makes the edge ('a.ts → b.ts'). */
function unitGraph(sources: Map<string, string>): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [file, text] of sources) {
    const from = unitOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName));
      if (!target.startsWith('server/')) continue;
      const to = unitOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

interface Ring {
  units: string[];
  /** One import for each edge inside the ring. */
  ties: string[];
}

/**
 * The groups of units that reach each other (Tarjan's strongly connected components of more
 * than one unit), with the imports that tie each: none when the folders run one way.
 */
function rings(graph: Map<string, Map<string, string>>): Ring[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: Ring[] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) as number);
    stack.push(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(unit, Math.min(low.get(unit) as number, index.get(next) as number));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    for (let u = stack.pop(); u !== undefined; u = u === unit ? undefined : stack.pop()) {
      group.push(u);
    }
    if (group.length < 2) return;
    const members = new Set(group);
    const ties = group.flatMap((u) =>
      [...(graph.get(u) ?? [])].filter(([to]) => members.has(to)).map(([, why]) => why),
    );
    found.push({ units: group.sort(), ties: ties.sort() });
  };
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) visit(unit);
  return found;
}

/** A file added to the real tree, and units its import ties into a ring (others may join). */
const PROBES: [what: string, file: string, source: string, units: string[]][] = [
  [
    'games/ calls into the analysis again',
    'server/games/probe.ts',
    "import { writeAnalysis } from '../analysis/store.ts';",
    ['analysis/', 'games/'],
  ],
  [
    'a folder takes a route’s types',
    'server/fairplay/probe.ts',
    "import type { x } from '../routes/users.ts';",
    ['fairplay/', 'routes/'],
  ],
  [
    'db/ re-exports the live hub',
    'server/db/probe.ts',
    "export { LiveHub } from '../live/hub.ts';",
    ['db/', 'live/'],
  ],
  [
    'three folders close a ring with import()',
    'server/games/probe.ts',
    "export const x = () => import('../jobs/kinds.ts');",
    ['analysis/', 'games/', 'jobs/'],
  ],
];

describe('server folders depend one way', () => {
  it('has no two folders (or more) of server/ that reach each other', () => {
    expect(rings(unitGraph(serverSources()))).toEqual([]);
  });

  it.each(PROBES)('fails when %s', (_what, file, source, units) => {
    const sources = serverSources();
    sources.set(file, source);
    const found = rings(unitGraph(sources));
    expect(found).toHaveLength(1);
    expect(found[0]?.units).toEqual(expect.arrayContaining(units));
    expect(found[0]?.ties.some((tie) => tie.startsWith(`${file} → `))).toBe(true);
  });

  it('counts a file at the top of server/ as a unit of its own', () => {
    expect(unitOf('server/context.ts')).toBe('context.ts');
    expect(unitOf('server/games/ingest.ts')).toBe('games/');
    expect(unitOf('server/db/migrations/x.ts')).toBe('db/');
  });
});
