// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatNumber } from '@ordbot/contract/format.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { jsonResponse, renderApp, stubFetch, useCleanAppPerTest } from '../app/app-harness.tsx';
import { CALLS } from '@ordbot/contract/api-contract.ts';
import { answersOffContract } from '../../../src/api/answer-check.ts';

useCleanAppPerTest();

const T = TEXT.home;
const LABELS = [T.ongoingGames, T.numPlayers, T.numGames, T.numMoves];

/** The stat cards as [label, number] pairs, spaces normalised. */
async function cards(): Promise<[string, string][]> {
  await screen.findAllByRole('definition');
  const list = screen.getAllByRole('term');
  return list.map((term) => [
    term.textContent ?? '',
    (term.nextElementSibling?.textContent ?? '').replace(/\s/g, ' '),
  ]);
}

describe('home page', () => {
  it('explains the bot, how to play and how to get an account', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: T.whatHeading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: T.playHeading })).toBeTruthy();
    expect(screen.getByText(/inviter spilleren Ordbot/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: T.accountHeading })).toBeTruthy();
    expect(screen.getByText('web kari@example.no')).toBeTruthy();
  });

  it('shows the loading text while the figures are on their way', async () => {
    const fetchMock = stubFetch(() => new Promise<Response>(() => undefined));
    renderApp('/');
    const section = await screen.findByRole('region', { name: T.statsHeading });
    expect(within(section).getByText(T.statsLoading)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/public\/overall-stats$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'NO_B' });
  });

  it('shows the error text when the call fails', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500, error: 'x', message: 'y' }, 500));
    renderApp('/');
    expect(await screen.findByText(T.statsError)).toBeTruthy();
    expect(screen.queryByText(T.statsLoading)).toBeNull();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('shows the four cards with nb-NO numbers', async () => {
    stubFetch(() =>
      jsonResponse({
        ongoingGames: 12,
        numPlayers: 1234,
        numGames: 56789,
        numMoves: 1234567,
        numBingos: 3,
      }),
    );
    renderApp('/');
    expect(await cards()).toEqual([
      [T.ongoingGames, '12'],
      [T.numPlayers, '1 234'],
      [T.numGames, '56 789'],
      [T.numMoves, '1 234 567'],
    ]);
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
    // The figures count bokmål games only, and the section says so.
    const section = screen.getByRole('region', { name: T.statsHeading });
    expect(within(section).getByText('Spill på bokmål')).toBeTruthy();
  });

  it('shows 0 for every missing number', async () => {
    onTestFinished(answersOffContract(CALLS.overallStats));
    stubFetch(() => jsonResponse({ numGames: 7 }));
    renderApp('/');
    expect(await cards()).toEqual(LABELS.map((label) => [label, label === T.numGames ? '7' : '0']));
  });
});
