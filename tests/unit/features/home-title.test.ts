import { describe, expect, it } from 'vitest';
import { tileValue } from '@ordbot/engine/tiles.ts';
import { TITLE_TILES } from '../../../src/features/home/home-page.tsx';

describe('the home page title', () => {
  it('spells ORDBOT with the Norwegian tile values of packages/engine/tiles.ts', () => {
    expect(TITLE_TILES.map((t) => t.letter).join('')).toBe('ORDBOT');
    for (const tile of TITLE_TILES) expect(tile.points).toBe(tileValue(tile.letter, 'NO_B'));
  });
});
