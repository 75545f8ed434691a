// @vitest-environment node
/**
 * docs/architecture.md stays true to the tree: every path it names in backticks that starts at
 * an entry of the repository's root (`server/db/schema.ts`, `src/features/`, `vite.config.ts`)
 * exists, and so does every folder or file the Server section names relative to server/
 * (`db/chunks.ts`, `lexicon/`). A placeholder (`src/features/<name>/`) is checked up to the
 * folder before it; what a build or a run makes (`build/`, `.tmp/`: git ignores them) is not
 * checked. The server's folder order is tests/unit/lint/server-folders.test.ts's.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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
});
