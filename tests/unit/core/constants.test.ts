import { describe, expect, it } from 'vitest';
import * as c from '@ordbot/contract/constants.ts';

describe('docs/product.md, Limits constants', () => {
  it('holds the numbers of docs/product.md, Limits', () => {
    expect([c.BOARD_SIZE, c.SQUARES]).toEqual([15, 225]);
    expect([c.PLAYER_TABLE_PAGE_SIZE, c.GAMES_TABLE_PAGE_SIZE, c.SEARCH_PAGE_SIZE]).toEqual([
      20, 20, 25,
    ]);
    expect(c.PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(c.VISIBLE_PAGE_BUTTONS).toBe(5);
    expect(c.MOBILE_BREAKPOINT).toBe(768);
    expect([c.TOAST_DURATION, c.TOAST_COLLAPSE, c.PICKER_CLOSE_DELAY]).toEqual([5000, 300, 200]);
    expect(c.MULTISELECT_LIMIT).toBe(1000);
    expect([c.STATS_LANGUAGE, c.STATS_YEAR_FROM, c.STATS_YEAR_TO]).toEqual(['NO_B', 2009, 2035]);
    expect(c.MOST_USED_WORDS).toEqual({
      numTilesPlayed: 7,
      playerType: 'ALL',
      entriesToReturn: 10,
    });
    expect(c.STORAGE_KEYS).toEqual({
      authToken: 'auth_token',
      user: 'user',
      refreshToken: 'refresh_token',
      session: 'auth_session',
    });
  });
});
