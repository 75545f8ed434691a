// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobInfo } from '@ordbot/contract/jobs.ts';
import { JOBS_TEXT } from '../../../src/ui/text-jobs.ts';
import { JobsPanel } from '../../../src/features/stats/jobs-panel.tsx';
import { jsonResponse, stubFetch as stubAppFetch } from '../app/app-harness.tsx';

const DEEP = {
  queued: 1834,
  done: 150,
  failed: 2,
  perMinute: 6.5,
  cpuSeconds: { median: 4.2, p90: 11.8 },
};

/** The app's fetch, the deep pass's progress answered besides (deep-analysis.tsx polls it). */
function stubFetch(answer: Parameters<typeof stubAppFetch>[0]) {
  return stubAppFetch((url, init) =>
    url === '/api/jobs/deep-analysis' ? jsonResponse(DEEP) : answer(url, init),
  );
}

const T = JOBS_TEXT;

function job(over: Partial<JobInfo>): JobInfo {
  return {
    id: 1,
    kind: 'fix-games',
    state: 'queued',
    done: 0,
    total: 0,
    startedAt: null,
    finishedAt: null,
    error: null,
    result: null,
    ...over,
  } as JobInfo;
}

/** nb-NO groups digits with a no-break space. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function rowOf(title: string): HTMLElement {
  return screen.getByRole('button', { name: title }).closest('li') as HTMLElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('maintenance jobs on the statistics screen', () => {
  it('shows a button per kind with the latest job of each kind', async () => {
    stubFetch(() =>
      jsonResponse([
        job({
          id: 3,
          kind: 'rebuild-aggregates',
          state: 'done',
          done: 2,
          total: 2,
          finishedAt: '2026-11-24T12:00:00.000Z',
          result: { drifted: [] },
        }),
        job({ id: 2, state: 'failed', error: 'databasen svarte ikke', done: 4, total: 9 }),
        job({ id: 1, state: 'done' }),
      ]),
    );
    render(<JobsPanel />);
    expect(screen.getByRole('heading', { name: T.heading })).toBeTruthy();
    expect(screen.getByText(T.loading)).toBeTruthy();
    const fix = await waitFor(() => rowOf(T.kinds['fix-games'].title));
    expect(within(fix).getByRole('status').textContent).toBe(T.failed('databasen svarte ikke'));
    const rebuild = rowOf(T.kinds['rebuild-aggregates'].title);
    expect(within(rebuild).getByRole('status').textContent).toMatch(
      /^Ferdig 24\.11\.2026, \d\d:00\. Statistikken stemte med spillene\.$/,
    );
    expect(
      screen.getByRole('button', { name: T.kinds['fix-games'].title }).getAttribute('disabled'),
    ).toBeNull();
  });

  it('starts a job, shows its progress while polling, then its result', async () => {
    const calls: string[] = [];
    let polls = 0;
    stubFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url} ${init.body ?? ''}`.trim());
      if (url === '/api/jobs' && init.method === 'POST') return jsonResponse(job({ id: 7 }), 202);
      if (url === '/api/jobs') return jsonResponse([]);
      polls++;
      if (polls === 1)
        return jsonResponse(job({ id: 7, state: 'running', done: 1200, total: 2000 }));
      return jsonResponse(
        job({
          id: 7,
          state: 'done',
          done: 2000,
          total: 2000,
          finishedAt: new Date().toISOString(),
          result: { checked: 2000, broken: 3 },
        }),
      );
    });
    render(<JobsPanel />);
    const title = T.kinds['fix-games'].title;
    const row = await waitFor(() => rowOf(title));
    expect(within(row).getByRole('status').textContent).toBe(T.neverRun);
    expect(within(row).queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: title }));
    await waitFor(() => expect(within(row).getByRole('status').textContent).toBe(T.queued));
    expect(calls).toContain('POST /api/jobs {"kind":"fix-games"}');
    const bar = within(row).getByRole('progressbar', { name: T.progress(title) });
    // Indeterminate while queued: the total is not counted yet.
    expect(bar.getAttribute('value')).toBeNull();
    expect(screen.getByRole('button', { name: title }).hasAttribute('disabled')).toBe(true);

    await waitFor(() =>
      expect(plain(within(row).getByRole('status').textContent)).toBe('Kjører: 1 200 av 2 000'),
    );
    expect(bar.getAttribute('value')).toBe('1200');
    expect(bar.getAttribute('max')).toBe('2000');
    await waitFor(() =>
      expect(plain(within(row).getByRole('status').textContent)).toMatch(
        /^Ferdig .+\. 2 000 spill sjekket, 3 med ugyldige trekk\.$/,
      ),
    );
    expect(calls.filter((c) => c === 'GET /api/jobs/7')).toHaveLength(2);
    expect(screen.getByRole('button', { name: title }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the analysis backfill with its figures, and a full bar when nothing was left', async () => {
    const done = (over: Partial<JobInfo>) =>
      job({ kind: 'analysis', state: 'done', finishedAt: '2026-11-24T12:00:00.000Z', ...over });
    stubFetch(() =>
      jsonResponse([
        done({ id: 2, done: 0, total: 0, result: { analysed: 0, moves: 0, failed: 0 } }),
        done({
          id: 1,
          done: 1500,
          total: 1500,
          result: { analysed: 1498, moves: 44000, failed: 2 },
        }),
      ]),
    );
    render(<JobsPanel />);
    const title = T.kinds.analysis.title;
    expect(title).toBe('Analyser ferdige spill');
    const row = await waitFor(() => rowOf(title));
    expect(plain(within(row).getByRole('status').textContent)).toMatch(
      /^Ferdig 24\.11\.2026, \d\d:00\. 0 spill analysert, 0 trekk\.$/,
    );
    const bar = within(row).getByRole('progressbar', { name: T.progress(title) });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1', '1']);
    cleanup();
    stubFetch(() =>
      jsonResponse([
        done({
          id: 1,
          done: 1500,
          total: 1500,
          result: { analysed: 1498, moves: 44000, failed: 2 },
        }),
      ]),
    );
    render(<JobsPanel />);
    const second = await waitFor(() => rowOf(title));
    expect(plain(within(second).getByRole('status').textContent)).toMatch(
      /\. 1 498 spill analysert, 44 000 trekk\. 2 spill kunne ikke analyseres\.$/,
    );
  });

  it('says so when the jobs cannot be loaded or a job cannot be started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ statusCode: 500, error: 'x', message: 'feil' }, 500));
    render(<JobsPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe(T.loadError);
    cleanup();

    stubFetch((url, init) =>
      init.method === 'POST'
        ? jsonResponse({ statusCode: 503, error: 'x', message: 'nede' }, 503)
        : jsonResponse([]),
    );
    render(<JobsPanel />);
    const title = T.kinds['rebuild-aggregates'].title;
    fireEvent.click(await screen.findByRole('button', { name: title }));
    expect((await within(rowOf(title)).findByRole('alert')).textContent).toBe(T.startError);
  });

  it('shows the deep pass: its queue, judged and failed games, pace and CPU', async () => {
    stubFetch(() => jsonResponse([]));
    render(<JobsPanel />);
    const item = await waitFor(() => {
      const found = screen.getByRole('heading', { name: T.deepHeading }).closest('li');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    await waitFor(() =>
      expect(plain(within(item).getByRole('status').textContent)).toBe(
        'I kø: 1 834 spill. Ferdig: 150. Feilet: 2. Tempo: 6,5 spill i minuttet. ' +
          'CPU-tid per spill: median 4,2 s, 90-persentil 11,8 s.',
      ),
    );
  });
});
