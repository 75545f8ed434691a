// @vitest-environment jsdom
/**
 * The review for one named player: where a finished game opens (its first mistake), the live
 * note that does not say 'Ikke direkte' while the stream is on its way, the page titles, and
 * 'Hvorfor' in practice (the reader's own move).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { formatPercent, formatPercentOne } from '@ordbot/contract/format.ts';
import type { MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import { firstMistake } from '../../../src/features/replay/replay-logic.ts';
import { CONNECT_QUIET_MS, LiveNote } from '../../../src/ui/live-note.tsx';
import { TEXT } from '../../../src/ui/text.ts';
import { pageTitle } from '../../../src/ui/use-page-title.ts';
import { whyVerdict } from '../../../src/ui/why-section.tsx';

afterEach(cleanup);

describe('where the review opens', () => {
  it("opens at the player's first graded move, else the game's first, else nowhere", () => {
    const player = new Set([2, 4, 6]);
    expect(firstMistake([5, 3, 4], (i) => player.has(i))).toBe(4);
    expect(firstMistake([5, 3], (i) => player.has(i))).toBe(3);
    expect(firstMistake([], () => true)).toBeUndefined();
  });
});

describe('the live note', () => {
  const ongoing = { game: { finished: false } } as GameDetails;

  it("says 'Direkte' when live, that it connects only when that takes long, 'Ikke direkte' only when down", () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const { rerender } = render(<LiveNote details={ongoing} live="connecting" />);
    // The stream waits for the page to settle: the first seconds are quiet.
    expect(screen.getByRole('status').textContent).toBe(TEXT.live.ongoing);
    expect(screen.queryByText(TEXT.live.connecting)).toBeNull();
    expect(screen.queryByText(TEXT.live.notLive)).toBeNull();
    act(() => void vi.advanceTimersByTime(CONNECT_QUIET_MS - 100));
    expect(screen.queryByText(TEXT.live.connecting)).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe(TEXT.live.connecting);
    rerender(<LiveNote details={ongoing} live="live" />);
    expect(screen.getByRole('status').textContent).toBe(TEXT.live.live);
    rerender(<LiveNote details={ongoing} live="down" />);
    expect(screen.getByRole('status').textContent).toBe(TEXT.live.notLive);
    rerender(<LiveNote details={{ game: { finished: true } } as GameDetails} live="down" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('page titles', () => {
  it("names the screen before ' – Ordbot'; a game or a player by name, never by an id", () => {
    // Until the game has come; then the replay names it as its heading ('Kari mot Ordbot').
    expect(pageTitle(TEXT.titles.playerGame)).toBe('Spill – Ordbot');
    expect(pageTitle(TEXT.titles.playerDetails)).toBe('Spiller – Ordbot');
    // 'Ordbot' is in the name already.
    expect(pageTitle(TEXT.replay.versus('Kari'))).toBe('Kari mot Ordbot');
    expect(pageTitle(TEXT.titles.myGames)).toBe('Mine Spill – Ordbot');
    expect(pageTitle(TEXT.titles.practice)).toBe('Øv på feilene – Ordbot');
    expect(pageTitle(TEXT.titles.about)).toBe('Om Ordbot');
    expect(pageTitle(null)).toBe('Ordbot – Statistikk og resultater');
  });
});

describe("'Hvorfor' in practice", () => {
  it("gives the reader's own chance as 'din', with one decimal", () => {
    const move = {
      playerMove: true,
      winPlayed: 0.4,
      winBest: 0.525,
      why: {
        better: { notation: 'H4 HJERTAS', points: 80, words: [], premiums: [], bingo: true },
        played: { notation: '8H HASJ', points: 20, words: [], premiums: [], bingo: false },
        leaves: null,
        opens: null,
      },
    } as unknown as MoveAnalysis;
    expect(whyVerdict(move, null)?.replace(/\u00a0/g, ' ')).toBe(
      'H4 HJERTAS er bedre enn 8H HASJ: 80 mot 20 poeng, så vinnersjansen din blir 52,5 % i stedet for 40,0 %.',
    );
    // What each move opens: the reader's opponent is Ordbot; with the bag empty, no average.
    const opening = (racks: number, afterPlayed: number, afterBetter: number) =>
      whyVerdict(
        { ...move, why: { ...move.why!, opens: { racks, afterPlayed, afterBetter } } },
        null,
      );
    expect(opening(8, 24.5, 9)).toBe(
      'H4 HJERTAS er bedre enn 8H HASJ: 80 mot 20 poeng, og Ordbot kan bare svare med i snitt 9 poeng mot 24,5, så vinnersjansen din blir 52,5\u00a0% i stedet for 40,0\u00a0%.',
    );
    expect(opening(1, 30, 12)).toContain(', og Ordbot kan bare svare med 12 poeng mot 30, så ');
    // A better move that opens more is better in spite of it; the same figure after both.
    expect(opening(8, 20, 31.4)).toContain(
      '80 mot 20 poeng, selv om Ordbot kan svare med i snitt 31,4 poeng mot 20, så ',
    );
    expect(opening(8, 20, 20)).toContain(
      '80 mot 20 poeng, og Ordbot kan svare med i snitt 20 poeng etter begge, så ',
    );
  });
});

describe('per cent', () => {
  it('has one decimal everywhere but the percentage won', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatPercentOne(27.75))).toBe('27,8 %');
    expect(plain(formatPercentOne(52))).toBe('52,0 %');
    expect(plain(formatPercent(66.666))).toBe('66,67 %');
  });
});
