// @vitest-environment node
/**
 * The packages' faces (docs/architecture.md, Conventions): each package names the modules the
 * rest of the repository may import in its package.json `exports`, one entry each, no pattern
 * ('./*'), so a module left out is private and an import of it fails to compile and to resolve.
 * Every entry is a file of the package that something outside it imports (an entry nobody uses
 * is taken out), and no package imports itself by its own name.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const PACKAGES = ['engine', 'contract'] as const;
const SPECIFIER = /(?:from|import)\s*\(?\s*(['"])(@ordbot\/(engine|contract)\/[^'"\n]+)\1/g;

const files = execFileSync('git', ['ls-files'], { cwd: process.cwd() })
  .toString()
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && fs.existsSync(file));

/** Per package, the subpaths imported by name, and by which files. */
function imports(): Map<string, Map<string, string[]>> {
  const found = new Map(PACKAGES.map((p) => [p as string, new Map<string, string[]>()]));
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const [, , specifier, pkg] = match as unknown as [string, string, string, string];
      const subpath = `.${specifier.slice(`@ordbot/${pkg}`.length)}`;
      const users = found.get(pkg)?.get(subpath) ?? [];
      found.get(pkg)?.set(subpath, [...users, file]);
    }
  }
  return found;
}

function exportsOf(pkg: string): Record<string, string> {
  const json = JSON.parse(fs.readFileSync(`packages/${pkg}/package.json`, 'utf8')) as {
    exports: Record<string, string>;
  };
  return json.exports;
}

describe('the packages’ faces', () => {
  const used = imports();

  it.each(PACKAGES)('@ordbot/%s names each entry, no pattern, each a file', (pkg) => {
    const entries = exportsOf(pkg);
    expect(Object.keys(entries).filter((key) => key.includes('*'))).toEqual([]);
    for (const [key, target] of Object.entries(entries)) {
      expect(target, key).toBe(key);
      expect(fs.existsSync(`packages/${pkg}/${target}`), target).toBe(true);
    }
  });

  it.each(PACKAGES)('@ordbot/%s exports what the rest imports, and no more', (pkg) => {
    const entries = Object.keys(exportsOf(pkg)).sort();
    const imported = [...(used.get(pkg)?.keys() ?? [])].sort();
    expect(entries).toEqual(imported);
  });

  it.each(PACKAGES)('@ordbot/%s does not import itself by name', (pkg) => {
    const own = [...(used.get(pkg)?.values() ?? [])]
      .flat()
      .filter((file) => file.startsWith(`packages/${pkg}/`));
    expect(own).toEqual([]);
  });
});
