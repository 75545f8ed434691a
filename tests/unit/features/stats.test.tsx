// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatsResult } from '@ordbot/contract/api-types.ts';
import { setAuthToken } from '../../../src/api/client.ts';
import { TEXT } from '../../../src/ui/text.ts';
import type { StatsChartProps } from '../../../src/features/stats/stats-chart.tsx';
import { fillBuckets, periodText, statsRequest } from '../../../src/features/stats/stats-query.ts';
import { StatsPage } from '../../../src/features/stats/stats-page.tsx';
import { jsonResponse, stubFetch } from '../app/app-harness.tsx';

// jsdom has no canvas: the uPlot chart is replaced by a stand-in that shows what it was given.
vi.mock('../../../src/features/stats/stats-chart.tsx', () => ({
  StatsChart: ({ data, dataType, ariaLabel }: StatsChartProps) => (
    <div role="img" aria-label={ariaLabel} data-type={dataType}>
      {data.map((item) => item.label).join(' ')}
    </div>
  ),
}));

const T = TEXT.stats;

const OVERALL = {
  ongoingGames: 12,
  numPlayers: 1234,
  numGames: 2000,
  numMoves: 45678,
  numBingos: 321,
};

const MONTHLY: StatsResult = {
  numRecords: 3,
  data: [
    { label: '2012-11', value: 4 },
    { label: '2013-01', value: 1200 },
    { label: '2026-02', value: 9 },
  ],
  dataType: 'MONTHLY',
};

const YEARLY: StatsResult = {
  numRecords: 2,
  data: [
    { label: '2012', value: 40 },
    { label: '2026', value: 90 },
  ],
  dataType: 'YEARLY',
};

const EMPTY: StatsResult = { numRecords: 0, data: [], dataType: 'MONTHLY' };

interface Call {
  url: string;
  body: unknown;
}

const DEEP_PROGRESS = {
  queued: 0,
  done: 0,
  failed: 0,
  perMinute: 0,
  cpuSeconds: null,
};

function serve(stats: (body: { startTime: { month: number } }) => StatsResult | Promise<never>) {
  const calls: Call[] = [];
  stubFetch(async (url, init) => {
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    if (url.endsWith('/public/overall-stats')) return jsonResponse(OVERALL);
    // The maintenance jobs and the deep pass's progress below the chart (stats-jobs.test.tsx).
    if (url === '/api/jobs/deep-analysis') return jsonResponse(DEEP_PROGRESS);
    if (url.startsWith('/api/jobs')) return jsonResponse([]);
    return jsonResponse(await stats(body as { startTime: { month: number } }));
  });
  return calls;
}

/** nb-NO groups digits with a no-break space. */
function plain(text: string | null): string {
  return (text ?? '').replace(/\s/g, ' ');
}

function statsCalls(calls: Call[]) {
  return calls.filter((call) => call.url.startsWith('/api/stats/'));
}

beforeEach(() => setAuthToken(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the statistics view', () => {
  it('shows the heading and the overall figures from overall-stats with NO_B', async () => {
    const calls = serve((body) => (body.startTime.month === 1 ? MONTHLY : YEARLY));
    render(<StatsPage />);

    expect(screen.getByRole('heading', { level: 1, name: T.heading })).toBeTruthy();
    await waitFor(() =>
      expect(plain(screen.getByText(T.numPlayers).nextSibling?.textContent ?? null)).toBe('1 234'),
    );
    const figures = [T.numPlayers, T.numGames, T.numMoves, T.numBingos].map((label) =>
      plain(screen.getByText(label).closest('div')?.querySelector('dd')?.textContent ?? null),
    );
    expect(figures).toEqual(['1 234', '2 000', '45 678', '321']);
    // Bokmål only, and the figures say so (the game search counts every language).
    expect(screen.getByText('Spill på bokmål')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/public/overall-stats')?.body).toEqual({
      language: 'NO_B',
    });
  });

  it('asks for monthly games started first: month 1, 2009 to 2035, NO_B', async () => {
    const calls = serve(() => MONTHLY);
    render(<StatsPage />);

    const chart = await screen.findByRole('img', {
      name: 'Spill startet per måned, 2012–2026',
    });
    expect(statsCalls(calls)).toEqual([
      {
        url: '/api/stats/games-started',
        body: {
          language: 'NO_B',
          startTime: { year: 2009, month: 1 },
          endTime: { year: 2035, month: 1 },
        },
      },
    ]);
    // The gaps the server leaves out are drawn as empty buckets.
    const labels = (chart.textContent ?? '').split(' ');
    expect(labels.slice(0, 3)).toEqual(['2012-11', '2012-12', '2013-01']);
    expect(labels).toHaveLength(160);
    expect(labels.at(-1)).toBe('2026-02');
  });

  it.each([
    ['Månedlig', 'Spill startet', 1, '/api/stats/games-started', 'Spill startet per måned'],
    ['Årlig', 'Spill startet', 0, '/api/stats/games-started', 'Spill startet per år'],
    ['Månedlig', 'Unike spillere', 1, '/api/stats/num-players', 'Unike spillere per måned'],
    ['Årlig', 'Unike spillere', 0, '/api/stats/num-players', 'Unike spillere per år'],
  ] as const)(
    '%s and %s send month %i to %s',
    async (intervalLabel, measureLabel, month, endpoint, summary) => {
      const calls = serve((body) => (body.startTime.month === 1 ? MONTHLY : YEARLY));
      render(<StatsPage />);
      await screen.findByRole('img', { name: /per måned/ });

      fireEvent.change(screen.getByLabelText(T.intervalLabel), {
        target: { value: intervalLabel === T.monthly ? 'monthly' : 'yearly' },
      });
      fireEvent.change(screen.getByLabelText(T.measureLabel), {
        target: { value: measureLabel === T.gamesStarted ? 'gamesStarted' : 'numPlayers' },
      });

      await screen.findByRole('img', { name: `${summary}, 2012–2026` });
      const last = statsCalls(calls).at(-1);
      expect(last).toEqual({
        url: endpoint,
        body: {
          language: 'NO_B',
          startTime: { year: 2009, month },
          endTime: { year: 2035, month },
        },
      });
      const selects = screen.getAllByRole('combobox');
      expect(
        selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.text),
      ).toEqual([intervalLabel, measureLabel]);
    },
  );

  it('has labelled dropdowns with the spec options', () => {
    serve(() => MONTHLY);
    render(<StatsPage />);
    const interval = screen.getByRole('combobox', { name: T.intervalLabel });
    const measure = screen.getByRole('combobox', { name: T.measureLabel });
    expect(
      within(interval)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Månedlig', 'Årlig']);
    expect(
      within(measure)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spill startet', 'Unike spillere']);
  });

  it('shows a spinner and no chart while numRecords is 0', async () => {
    const calls = serve(() => EMPTY);
    render(<StatsPage />);
    await waitFor(() => expect(statsCalls(calls)).toHaveLength(1));
    // Once the overall figures are in, the chart answer is too.
    await waitFor(() =>
      expect(plain(screen.getByText(T.numGames).nextSibling?.textContent ?? null)).toBe('2 000'),
    );
    const chartArea = within(screen.getByRole('region', { name: T.chartHeading }));
    expect(chartArea.getByRole('status').textContent).toBe(T.loadingChart);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the spinner and only logs when the chart fetch fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => Promise.reject(new Error('boom')));
    render(<StatsPage />);
    // The chart's own failure, not another panel's log (the jobs panel may log first).
    const chartFailed = () =>
      error.mock.calls.some(([logged]) =>
        String((logged as Error | undefined)?.cause).includes('games-started'),
      );
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(chartFailed()).toBe(true));
    const chartArea = within(screen.getByRole('region', { name: T.chartHeading }));
    expect(chartArea.getByRole('status').textContent).toBe(T.loadingChart);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives screen readers the numbers as a table', async () => {
    serve(() => YEARLY);
    render(<StatsPage />);
    const table = await screen.findByRole('table', { name: 'Spill startet per år, 2012–2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual(['PeriodeSpill startet', '201240', '202690']);
  });

  it("names the months in Norwegian, as elsewhere in the app, not '2012-11'", async () => {
    serve(() => MONTHLY);
    render(<StatsPage />);
    const table = await screen.findByRole('table', { name: /^Spill startet per måned/ });
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['nov. 2012', 'jan. 2013', 'feb. 2026']);
  });
});

describe('the chart query', () => {
  it("writes a month on the chart's axis as 'jan. 2012' and a year as it is", () => {
    expect(periodText('2012-01')).toBe('jan. 2012');
    expect(periodText('2024-05')).toBe('mai 2024');
    expect(periodText('2012')).toBe('2012');
  });

  it('asks for month 1 monthly and month 0 yearly, 2009 to 2035 in NO_B', () => {
    expect(statsRequest('monthly')).toEqual({
      language: 'NO_B',
      startTime: { year: 2009, month: 1 },
      endTime: { year: 2035, month: 1 },
    });
    expect(statsRequest('yearly')).toEqual({
      language: 'NO_B',
      startTime: { year: 2009, month: 0 },
      endTime: { year: 2035, month: 0 },
    });
  });

  it('fills the buckets the server leaves out with 0', () => {
    expect(fillBuckets(YEARLY.data, 'YEARLY').map((item) => item.label)).toHaveLength(15);
    expect(
      fillBuckets(
        [
          { label: '2023-11', value: 2 },
          { label: '2024-02', value: 5 },
        ],
        'MONTHLY',
      ),
    ).toEqual([
      { label: '2023-11', value: 2 },
      { label: '2023-12', value: 0 },
      { label: '2024-01', value: 0 },
      { label: '2024-02', value: 5 },
    ]);
  });
});
