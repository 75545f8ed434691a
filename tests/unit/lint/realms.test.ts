// @vitest-environment node
/**
 * The type realms (docs/architecture.md, Type realms): every source file belongs to exactly one
 * realm's tsconfig.json that npm run typecheck checks, and each realm sees only the globals of
 * where its code runs. A probe file placed in a realm's folder is type-checked with that realm's
 * options and declarations alone (the file is held in memory), not the whole realm.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
// The list npm run typecheck walks (a plain .mjs script: read untyped).
const { REALMS } = (await import(path.join(root, 'scripts/lib/realms.mjs'))) as {
  REALMS: { name: string; config: string }[];
};

function parsed(config: string): ts.ParsedCommandLine {
  const result = ts.getParsedCommandLineOfConfigFile(path.join(root, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!result) throw new Error(`${config} did not parse`);
  return result;
}

/** The messages of type-checking `source` as the file `folder/realm-probe.ts` of a realm. */
function probe(config: string, folder: string, source: string): string[] {
  const { options, fileNames } = parsed(config);
  const file = path.join(root, folder, 'realm-probe.ts');
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    path.resolve(name) === file
      ? ts.createSourceFile(name, source, version)
      : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  // The realm's own declarations (packages/engine/runtime.d.ts) come along.
  const declarations = fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram([file, ...declarations], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const NODE = "export const a = Buffer.from('x');\nexport const b = process.env;";
const DOM = 'export const a = document.title;\nexport const b = window.innerWidth;';

describe('type realms', { timeout: 60_000 }, () => {
  it('checks every source file in exactly one realm', () => {
    const owner = new Map<string, string[]>();
    for (const { config } of REALMS) {
      for (const file of parsed(config).fileNames) {
        const key = path.relative(root, file).split(path.sep).join('/');
        owner.set(key, [...(owner.get(key) ?? []), config]);
      }
    }
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root })
      .toString()
      .split('\n')
      // AssemblyScript is checked by its own compiler (scripts/build-wasm.mjs), not by tsc.
      .filter(
        (f) =>
          f && !f.startsWith('public/') && !f.startsWith('packages/engine/movegen/wasm/assembly/'),
      );
    const unchecked = tracked.filter((f) => !owner.has(f));
    const twice = [...owner].filter(([, configs]) => configs.length > 1).map(([f]) => f);
    expect(unchecked).toEqual([]);
    expect(twice).toEqual([]);
  });

  it.each([
    ['the engine', 'packages/engine/tsconfig.json', 'packages/engine/strategy'],
    ['the contract', 'packages/contract/tsconfig.json', 'packages/contract'],
    ['the web app', 'src/tsconfig.json', 'src/features/games'],
    ['a worker', 'workers/tsconfig.json', 'workers'],
  ])("%s cannot use Node's globals", (_realm, config, folder) => {
    const errors = probe(config, folder, NODE);
    expect(errors.join('\n')).toMatch(/Cannot find name 'Buffer'/);
    expect(errors.join('\n')).toMatch(/Cannot find name 'process'/);
  });

  it.each([
    ['the engine', 'packages/engine/tsconfig.json', 'packages/engine'],
    ['the contract', 'packages/contract/tsconfig.json', 'packages/contract'],
    ['the server', 'server/tsconfig.json', 'server/routes'],
    ['a worker', 'workers/tsconfig.json', 'workers'],
  ])("%s cannot use the page's DOM", (_realm, config, folder) => {
    expect(probe(config, folder, DOM).join('\n')).toMatch(/Cannot find name 'document'/);
  });

  it('keeps Node out of the web app when a package type brings it (ofetch → undici)', () => {
    const source = `import { ofetch } from 'ofetch';\nexport const f = ofetch;\n${NODE}`;
    expect(probe('src/tsconfig.json', 'src/api', source).join('\n')).toMatch(
      /Cannot find name 'Buffer'/,
    );
  });

  it.each([
    ['the web app uses the DOM', 'src/tsconfig.json', 'src/ui', DOM],
    ['the server uses Node', 'server/tsconfig.json', 'server', NODE],
    ['a worker posts a message', 'workers/tsconfig.json', 'workers', 'self.postMessage(1);'],
    [
      'the engine encodes text',
      'packages/engine/tsconfig.json',
      'packages/engine/movegen',
      "export const n = new TextEncoder().encode('æøå').length;",
    ],
    [
      'the contract encodes text',
      'packages/contract/tsconfig.json',
      'packages/contract',
      "export const n = new TextEncoder().encode('æøå').length;",
    ],
  ])('passes when %s', (_what, config, folder, source) => {
    expect(probe(config, folder, source)).toEqual([]);
  });
});
