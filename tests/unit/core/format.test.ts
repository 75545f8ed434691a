import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeFull,
  formatDecimal,
  formatFixed,
  formatNumber,
  formatPercent,
  formatPercentageWon,
  formatPercentOne,
  formatRelative,
  formatSigned,
  formatSpread,
  percentageWon,
} from '@ordbot/contract/format.ts';

/** Intl's nb-NO output uses no-break spaces and U+2212 minus; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

describe('percentageWon (docs/product.md, Player list)', () => {
  it('is won / gamesFinished * 100', () => {
    expect(percentageWon({ won: 2, gamesFinished: 3 })).toBeCloseTo(66.6667, 3);
    expect(percentageWon({ won: 5, gamesFinished: 5 })).toBe(100);
  });

  it('counts a missing won as 0 and a missing gamesFinished as 1', () => {
    expect(percentageWon({ gamesFinished: 4 })).toBe(0);
    expect(percentageWon({ won: null, gamesFinished: 4 })).toBe(0);
    expect(percentageWon({ won: 1 })).toBe(100);
    expect(percentageWon({ won: 1, gamesFinished: null })).toBe(100);
    expect(percentageWon({})).toBe(0);
  });

  it('gives 0 instead of NaN for zero finished games', () => {
    expect(percentageWon({ won: 0, gamesFinished: 0 })).toBe(0);
    expect(plain(formatPercentageWon({ won: 0, gamesFinished: 0 }))).toBe('0,00 %');
  });

  it('shows 2 decimals with a comma and a spaced percent sign', () => {
    expect(formatPercentageWon({ won: 2, gamesFinished: 3 })).toBe('66,67\u00a0%');
    expect(plain(formatPercent(100))).toBe('100,00 %');
    expect(plain(formatPercent(12.345))).toBe('12,35 %');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a space and uses a decimal comma', () => {
    expect(plain(formatNumber(1234567))).toBe('1 234 567');
    expect(plain(formatNumber(1234.5))).toBe('1 234,5');
    expect(formatNumber(0)).toBe('0');
    expect(plain(formatNumber(-5))).toBe('-5');
  });
});

describe('decimals', () => {
  it('writes at most one decimal by default, or as many as asked', () => {
    expect(formatDecimal(4.25)).toBe('4,3');
    expect(formatDecimal(12)).toBe('12');
    expect(formatDecimal(1234.56)).toBe('1\u00a0234,6');
    expect(formatDecimal(12.345, 2)).toBe('12,35');
    expect(formatDecimal(-0.5)).toBe('\u22120,5');
    // The same text as the toLocaleString it stands for.
    expect(formatDecimal(98765.43)).toBe(
      (98765.43).toLocaleString('nb-NO', { maximumFractionDigits: 1 }),
    );
  });

  it('writes exactly the decimals asked for', () => {
    expect(formatFixed(3.5, 2)).toBe('3,50');
    expect(formatFixed(54, 1)).toBe('54,0');
    expect(formatFixed(0.04, 1)).toBe('0,0');
    expect(formatFixed(1234.5, 1)).toBe('1\u00a0234,5');
  });

  it('writes a per cent with one decimal and a no-break space before the sign', () => {
    expect(formatPercentOne(27.75)).toBe('27,8\u00a0%');
    expect(formatPercentOne(100)).toBe('100,0\u00a0%');
    expect(formatPercentOne(0)).toBe('0,0\u00a0%');
  });

  it('signs a value with at most one decimal, and a spread in whole points', () => {
    expect(formatSigned(4.5)).toBe('+4,5');
    expect(formatSigned(-2)).toBe('\u22122');
    expect(formatSigned(0)).toBe('+0');
    expect(formatSpread(12)).toBe('+12');
    expect(formatSpread(-3)).toBe('\u22123');
    expect(formatSpread(0)).toBe('0');
  });
});

describe('dates', () => {
  // 2023-11-14 22:13:20 UTC
  const t = 1700000000;

  it('formats date and time in the given time zone', () => {
    expect(formatDateTime(t, 'Europe/Oslo')).toBe('14.11.2023, 23:13');
    expect(formatDateTime(t, 'UTC')).toBe('14.11.2023, 22:13');
    expect(formatDate(t, 'Europe/Oslo')).toBe('14.11.2023');
    expect(formatDate(1700006400, 'Europe/Oslo')).toBe('15.11.2023');
    expect(plain(formatDateTimeFull(t, 'Europe/Oslo'))).toBe(
      'tirsdag 14. november 2023 kl. 23:13:20',
    );
  });

  it('uses the local time zone by default', () => {
    expect(formatDateTime(t)).toBe(
      new Intl.DateTimeFormat('nb-NO', { dateStyle: 'short', timeStyle: 'short' }).format(t * 1000),
    );
  });
});

describe('formatRelative', () => {
  const now = 1700000000;

  it('says the distance in the largest whole unit, in bokmål', () => {
    expect(formatRelative(now - 10, now)).toBe('nå');
    expect(plain(formatRelative(now - 5 * 60, now))).toBe('for 5 minutter siden');
    expect(plain(formatRelative(now - 3 * 3600 - 59, now))).toBe('for 3 timer siden');
    expect(formatRelative(now - 86400, now)).toBe('i går');
    expect(plain(formatRelative(now - 14 * 86400, now))).toBe('for 2 uker siden');
    expect(plain(formatRelative(now - 65 * 86400, now))).toBe('for 2 måneder siden');
    expect(plain(formatRelative(now - 800 * 86400, now))).toBe('for 2 år siden');
  });

  it('speaks of the future too', () => {
    expect(plain(formatRelative(now + 2 * 86400, now))).toBe('i overmorgen');
    expect(plain(formatRelative(now + 3 * 86400, now))).toBe('om 3 døgn');
  });
});
