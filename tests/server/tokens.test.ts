/**
 * The board image takes its colours from src/ui/tokens.css (server/share/tokens.ts): the light
 * scheme's :root block, var() references resolved, the dark scheme and comments ignored.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../server/share/board-image.ts';
import { lightTokens } from '../../server/share/tokens.ts';

const CSS = `
/* --color-commented: #000000; */
:root {
  --color-a: #112233;
  --color-b: var(--color-a);
  --color-c: var(--color-b);
}
@media (prefers-color-scheme: dark) {
  :root { --color-a: #ffffff; }
}`;

describe('design tokens on the server', () => {
  it('reads the light scheme and resolves var() references', () => {
    const tokens = lightTokens(CSS);
    expect(tokens.get('color-a')).toBe('#112233');
    expect(tokens.get('color-c')).toBe('#112233');
    expect(tokens.has('color-commented')).toBe(false);
  });

  it('names an undefined reference', () => {
    expect(() => lightTokens(':root { --x: var(--missing); }')).toThrow('--missing');
  });

  it("draws the board image in the app's own colours", () => {
    const tokens = lightTokens(fs.readFileSync('src/ui/tokens.css', 'utf8'));
    expect(COLOURS.squares[4]).toBe(tokens.get('color-square-tw'));
    expect(COLOURS.squares[5]).toBe(tokens.get('color-square-dw'));
    expect(COLOURS.tile).toBe(tokens.get('color-tile'));
    expect(COLOURS.bg).toMatch(/^#[0-9a-f]{6}$/);
  });
});
