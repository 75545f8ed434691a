// @vitest-environment node
/**
 * docs/architecture.md stays true to the tree: every path it names in backticks that starts at
 * an entry of the repository's root (`server/db/schema.ts`, `src/features/`, `vite.config.ts`)
 * exists, and so does every folder or file the Server section names relative to server/
 * (`db/chunks.ts`, `lexicon/`); the server's folder picture names each folder of server/ once and
 * no other, and a folder imports only folders on lower rows of it (type-only imports too). A placeholder (`src/features/<name>/`) is checked up to the folder before it; what a
 * build or a run makes (`build/`, `.tmp/`: git ignores them) is not checked.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const DOC = 'docs/architecture.md';

/** The names at the repository's root that git tracks (build output and node_modules are not). */
function rootEntries(): Set<string> {
  const files = execFileSync('git', ['ls-files'], { cwd: root }).toString().split('\n');
  return new Set(files.filter(Boolean).map((f) => f.split('/')[0] as string));
}

/** The root folders git ignores (`build/`, `.tmp/`): made by a build or a run, not checked. */
function outputFolders(): Set<string> {
  const ignore = fs.readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  return new Set(ignore.filter((l) => /^[\w.-]+\/$/.test(l)).map((l) => l.slice(0, -1)));
}

interface Section {
  title: string;
  /** The title of the `##` section it is in (its own, for one). */
  chapter: string;
  body: string;
}

/** A doc's sections: the text under each heading, by the heading's title. */
function sections(text: string): Section[] {
  const out: Section[] = [];
  let chapter = '';
  for (const part of text.split(/^(?=#{1,6} )/m)) {
    const [first = '', ...rest] = part.split('\n');
    const title = first.replace(/^#+\s*/, '');
    if (/^##? /.test(first)) chapter = title;
    out.push({ title, chapter, body: rest.join('\n') });
  }
  return out;
}

/** The backticked spans of a text that could be paths: no spaces, a slash or a file ending. */
function pathLike(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);
  return spans.filter(
    (s) => !/[\s'"(){}[\],;:=@]/.test(s) && (s.includes('/') || /\.[a-z]{2,4}$/.test(s)),
  );
}

/** The part of a path before its first placeholder (`<name>`, `*`), to its last slash. */
function checkable(span: string): string {
  const at = span.search(/[<*]/);
  if (at < 0) return span;
  return span.slice(0, span.lastIndexOf('/', at) + 1);
}

function exists(repoPath: string): boolean {
  const full = path.join(root, repoPath);
  if (!fs.existsSync(full)) return false;
  return !repoPath.endsWith('/') || fs.statSync(full).isDirectory();
}

/** The paths the doc names that are missing, with the section that names them. */
function missingPaths(
  text: string,
  entries: ReadonlySet<string>,
  outputs: ReadonlySet<string> = outputFolders(),
): string[] {
  const missing: string[] = [];
  for (const { title, chapter, body } of sections(text)) {
    // The Server chapter names server/'s folders and files from server/.
    const server = chapter === 'Server';
    for (const span of pathLike(body)) {
      const target = checkable(span);
      const first = target.split('/')[0] as string;
      if (outputs.has(first)) continue;
      if (entries.has(first)) {
        if (!exists(target)) missing.push(`${title}: ${span}`);
      } else if (server && /^[a-z-]+\//.test(target) && !exists(`server/${target}`)) {
        missing.push(`${title}: ${span} (server/${target})`);
      }
    }
  }
  return missing;
}

/** The rows of the Server folders picture (its code block), top first: the folders' names. */
function pictureRows(text: string): string[][] {
  const section = sections(text).find((s) => s.title === 'Server folders');
  const block = /```\n([\s\S]*?)```/.exec(section?.body ?? '')?.[1] ?? '';
  return block
    .split('\n')
    .map((row) => [...row.matchAll(/(?:^|\s)([a-z-]+)\/(?=\s|$)/g)].map((m) => m[1] as string))
    .filter((row) => row.length > 0);
}

/** Each import of a server folder's file into another folder: [from, to, the import]. */
function folderImports(): [string, string, string][] {
  const files = fs.readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' });
  const out: [string, string, string][] = [];
  for (const file of files.filter((f) => /\.(ts|mts|mjs|js)$/.test(f))) {
    const from = `server/${file.split(path.sep).join('/')}`;
    const text = fs.readFileSync(path.join(root, from), 'utf8');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), fileName));
      const [a, b] = [from.split('/'), to.split('/')];
      // Files at server/'s root are not folders (main.ts, app.ts above them, config.ts below).
      if (b[0] !== 'server' || a.length < 3 || b.length < 3 || a[1] === b[1]) continue;
      out.push([a[1] as string, b[1] as string, `${from} → ${to}`]);
    }
  }
  return out;
}

describe('docs/architecture.md against the tree', () => {
  const text = fs.readFileSync(path.join(root, DOC), 'utf8');
  const entries = rootEntries();

  it('finds a missing path from the root, one relative to server/ and a placeholder', () => {
    const probe = [
      '## Parts',
      '`server/nowhere/` beside `server/db/schema.ts`, `src/features/<name>/`, `build/main.js`',
      '## Server',
      '`db/chunks.ts` and `lexicon/`; `GET /api/health`, `import.meta.url`',
    ].join('\n');
    expect(missingPaths(probe, entries)).toEqual([
      'Parts: server/nowhere/',
      'Server: lexicon/ (server/lexicon/)',
    ]);
  });

  it('names only paths that exist', () => {
    expect(missingPaths(text, entries)).toEqual([]);
  });

  it("draws each folder of server/ once in the folders' picture, and no other", () => {
    const folders = fs
      .readdirSync(path.join(root, 'server'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(pictureRows(text).flat().sort()).toEqual(folders);
  });

  it('has every folder of server/ import only folders on lower rows of the picture', () => {
    const row = new Map(pictureRows(text).flatMap((names, i) => names.map((n) => [n, i])));
    const upward = folderImports()
      .filter(([from, to]) => !((row.get(to) ?? -1) > (row.get(from) ?? Infinity)))
      .map(([, , tie]) => tie);
    expect(upward).toEqual([]);
  });
});
