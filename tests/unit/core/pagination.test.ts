import { describe, expect, it } from 'vitest';
import {
  blockOfPage,
  isPageInRange,
  isPaginationDisabled,
  pageWindow,
  recordRange,
  totalPages,
} from '@ordbot/contract/pagination.ts';
import { TEXT } from '../../../src/ui/text.ts';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows five pages around the current one, clamped at the ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('clamps a current page out of range and takes another size', () => {
    expect(pageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(-3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});

describe('recordRange and its words', () => {
  const range = (page: number, size: number, total: number) => {
    const { from, to } = recordRange(page, size, total);
    return TEXT.games.range(from, to, total);
  };
  it("says 'Viser X - Y av Z spill' (docs/product.md, Game search)", () => {
    expect(range(1, 25, 60)).toBe('Viser 1 - 25 av 60 spill');
    expect(range(2, 25, 60)).toBe('Viser 26 - 50 av 60 spill');
    expect(range(3, 25, 60)).toBe('Viser 51 - 60 av 60 spill');
    expect(range(1, 10, 7)).toBe('Viser 1 - 7 av 7 spill');
    expect(range(1, 25, 0)).toBe('Viser 0 - 0 av 0 spill');
  });
});

describe('totals and limits', () => {
  it('counts pages', () => {
    expect(totalPages(0, 25)).toBe(0);
    expect(totalPages(1, 25)).toBe(1);
    expect(totalPages(25, 25)).toBe(1);
    expect(totalPages(26, 25)).toBe(2);
    expect(totalPages(100, 10)).toBe(10);
  });

  it('disables pagination when the total does not exceed the page size', () => {
    expect(isPaginationDisabled(20, 20)).toBe(true);
    expect(isPaginationDisabled(0, 20)).toBe(true);
    expect(isPaginationDisabled(21, 20)).toBe(false);
  });

  it('ignores pages outside 1..totalPages', () => {
    expect(isPageInRange(0, 3)).toBe(false);
    expect(isPageInRange(1, 3)).toBe(true);
    expect(isPageInRange(3, 3)).toBe(true);
    expect(isPageInRange(4, 3)).toBe(false);
    expect(isPageInRange(1.5, 3)).toBe(false);
    expect(isPageInRange(1, 0)).toBe(false);
  });

  it('names the block of five pages holding a page', () => {
    expect(blockOfPage(1)).toEqual({ first: 1, last: 5 });
    expect(blockOfPage(5)).toEqual({ first: 1, last: 5 });
    expect(blockOfPage(6)).toEqual({ first: 6, last: 10 });
    expect(blockOfPage(12)).toEqual({ first: 11, last: 15 });
    expect(blockOfPage(4, 3)).toEqual({ first: 4, last: 6 });
  });
});
