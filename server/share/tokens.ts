/**
 * The design tokens of src/ui/tokens.css for what the server draws (the board image): read from
 * the one tokens file when the server loads, so the image's colours cannot drift from the app's.
 * Only the light scheme's `:root` block counts (the image has no dark variant); a var()
 * reference is resolved to the value it names.
 */
import fs from 'node:fs';

const TOKENS_CSS = new URL('../../src/ui/tokens.css', import.meta.url);

/** Custom properties of the first `:root { ... }` block, var() references resolved. */
export function lightTokens(css: string): Map<string, string> {
  const start = css.search(/:root\s*\{/);
  if (start < 0) throw new Error('tokens.css has no :root block');
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const raw = new Map<string, string>();
  for (const [, name, value] of body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
    raw.set(name!, value!.trim());
  }
  const resolve = (value: string, seen: Set<string>): string =>
    value.replace(/var\(--([\w-]+)\)/g, (_, name: string) => {
      const target = raw.get(name);
      if (target === undefined || seen.has(name)) {
        throw new Error(`tokens.css: --${name} is not defined`);
      }
      return resolve(target, new Set([...seen, name]));
    });
  return new Map([...raw].map(([name, value]) => [name, resolve(value, new Set([name]))]));
}

let tokens: Map<string, string> | undefined;

/** One light-scheme token, as `color-bg` for --color-bg; throws when tokens.css lacks it. */
export function token(name: string): string {
  tokens ??= lightTokens(fs.readFileSync(TOKENS_CSS, 'utf8'));
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`src/ui/tokens.css has no --${name}`);
  return value;
}
