// @vitest-environment jsdom
/**
 * 'Simuler' (src/features/replay/simulate-panel.tsx) with the pool replaced: why the button is
 * missing, the progress and the ranking as it grows (Norwegian numbers), cancel, a grade that
 * differs from the static one and one that does not, the explanation of every figure, and a
 * finished run shown at once on the next visit (IndexedDB).
 */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../src/api/client.ts';
import type { Alternative } from '@ordbot/engine/analysis/types.ts';
import type {
  SimulationCandidate,
  SimulationResult,
  SimulationSetup,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import { SimulatePanel } from '../../../src/features/replay/simulate-panel.tsx';
import type { RunHooks, RunRequest } from '../../../src/lib/simulation-pool.ts';
import { SIMULATE_TEXT as T } from '../../../src/ui/text-simulate.ts';

const runs: { request: RunRequest; hooks: RunHooks; finish: (r: SimulationResult) => void }[] = [];
vi.mock('../../../src/lib/simulation-pool.ts', () => ({
  runSimulation: (request: RunRequest, hooks: RunHooks) =>
    new Promise((resolve) => {
      const finish = (result: SimulationResult) => resolve({ ok: true, setup: SETUP, result });
      hooks.signal?.addEventListener('abort', () => resolve({ ok: false, reason: 'CANCELLED' }));
      runs.push({ request, hooks, finish });
    }),
}));

// Signed in: a run is kept on the device only for a signed-in user (never for a guest).
beforeEach(() => setAuthToken('simulate-panel-test'));

afterEach(() => {
  setAuthToken(null);
  cleanup();
  runs.length = 0;
});

function candidate(notation: string, equity: number, x: number): SimulationCandidate {
  return {
    notation,
    x,
    y: 7,
    vertical: false,
    letters: 'RASTE',
    points: 20,
    leave: 'IN',
    equity,
    included: false,
  };
}
const A = candidate('8D RASTE', 31.2, 3);
const B = candidate('8H RASTE', 30.5, 7);
const PLAYED: Alternative = { ...B, mainWord: 'RASTE', numTiles: 5 };
const SETUP: SimulationSetup = { position: null as never, candidates: [A, B], plies: 2, seed: 1 };
function result(iterations: number, stopped: SimulationResult['stopped']): SimulationResult {
  return {
    iterations,
    stopped,
    ranking: [
      { index: 0, candidate: A, winShare: 0.5432, winError: 0.012, spread: 12.34, spreadError: 1 },
      { index: 1, candidate: B, winShare: 0.4321, winError: 0.011, spread: 4.5, spreadError: 1 },
    ],
  };
}

const BASE = {
  context: { language: 'NO_B', layout: [] },
  tables: true,
  frame: 4,
  board: emptyBoard(225),
  spread: 10,
  Heading: 'h4',
} as const;

describe('SimulatePanel', () => {
  it('says why there is no button: an unknown rack, no tables, a rack the pool cannot hold', () => {
    const { rerender } = render(<SimulatePanel {...BASE} gameId={1} rack={null} />);
    expect(screen.getByText(T.rackUnknown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.start })).toBeNull();
    rerender(<SimulatePanel {...BASE} gameId={1} rack="AEIRSTN" tables={false} />);
    expect(screen.getByText(T.noTables)).toBeTruthy();
    rerender(<SimulatePanel {...BASE} gameId={1} rack="ÆÆÆÆÆ" />);
    expect(screen.getByText(T.badRack)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.start })).toBeNull();
  });

  it('runs with progress, ranks in Norwegian per cent, says the grade differs, and keeps it', async () => {
    const props = { ...BASE, gameId: 77, rack: 'AEIRSTN', played: PLAYED, staticGrade: null };
    const { unmount } = render(<SimulatePanel {...props} />);
    fireEvent.click(screen.getByRole('button', { name: T.start }));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.request.options).toMatchObject({
      candidates: 10,
      iterations: 1000,
      plies: 2,
      stop: 'early',
      include: PLAYED,
    });
    expect(runs[0]!.request.position.unseen).toHaveLength(104 - 7);
    runs[0]!.hooks.onProgress!(SETUP, result(10, null));
    await screen.findByRole('progressbar');
    const statuses = screen.getAllByRole('status').map((e) => e.textContent);
    expect(statuses).toContain(T.progress('10', formatNumber(1000)));
    expect(screen.getByText('54,3 %')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.cancel })).toBeTruthy();
    runs[0]!.finish(result(150, 'early'));
    expect(await screen.findByText(T.stoppedEarly('150'))).toBeTruthy();
    // 11.1 points behind the best: 'Feil' where the static grade was none.
    expect(
      screen.getByText(new RegExp(T.otherGrade('Feil', T.noGrade).replace(/[()]/g, '\\$&'))),
    ).toBeTruthy();
    expect(screen.getByText(T.played)).toBeTruthy();
    unmount();
    // The next visit shows the kept run at once.
    render(<SimulatePanel {...props} />);
    expect(await screen.findByText(new RegExp(T.fromDevice))).toBeTruthy();
    expect(screen.getByText('43,2 %')).toBeTruthy();
    expect(runs).toHaveLength(1);
  });

  it('says when the played move is the best and the grades agree, and when no move stood out', async () => {
    const best: Alternative = { ...A, mainWord: 'RASTE', numTiles: 5 };
    render(<SimulatePanel {...BASE} gameId={79} rack="AEIRSTN" played={best} staticGrade={null} />);
    fireEvent.click(screen.getByRole('button', { name: T.start }));
    runs[0]!.finish(result(1000, 'fixed'));
    // formatNumber's thousands separator is a no-break space, which getByText's own string
    // matching would turn into a space.
    const fixed = T.stoppedFixed(formatNumber(1000));
    expect(await screen.findByText((_, e) => e?.textContent === fixed)).toBeTruthy();
    expect(screen.getByText(`${T.sameNoGrade} (${T.lostNone})`)).toBeTruthy();
  });

  it('explains in the panel what every figure means: iterations, win share, ±, mean, equity', () => {
    render(<SimulatePanel {...BASE} gameId={80} rack="AEIRSTN" mover="Kari" opponent="Ordbot" />);
    expect(screen.getByText(T.explainSummary)).toBeTruthy();
    const paragraphs = [...document.querySelectorAll('.simulate-explain p')].map(
      (p) => p.textContent ?? '',
    );
    expect(paragraphs).toEqual(T.explain('Kari', 'Ordbot'));
    expect(paragraphs[0]).toMatch(/^En gjennomspilling: /);
    // The sides by name, as the rest of the review: never the reader as 'du'.
    expect(paragraphs[0]).toContain(
      'stativet til Ordbot og posen trekkes tilfeldig fra brikkene Kari ikke ser',
    );
    expect(paragraphs[0]).toContain('svaret til Ordbot og det neste trekket til Kari');
    expect(paragraphs[1]).toContain('hvor stor sjanse Kari i snitt har til å vinne');
    expect(paragraphs[3]).toContain('hvor mange poeng Kari leder med');
    expect(paragraphs[3]).toContain('brikkene Kari beholder');
    const all = paragraphs.join(' ');
    expect(all).not.toMatch(/\b(du|ditt|din|motstanderen|motstanderens)\b/);
    expect(screen.getByText(/med tilfeldige stativ for Ordbot\./)).toBeTruthy();
    const { win, error, spread, equity } = T.columns;
    for (const [short] of [win, error, spread, equity]) {
      expect(paragraphs.some((p) => p.includes(`${short} er `))).toBe(true);
    }
    expect(paragraphs.join(' ')).toMatch(/standardfeil/);
  });

  it('cancels a run and keeps what it had', async () => {
    render(<SimulatePanel {...BASE} gameId={78} rack="AEIRSTN" />);
    fireEvent.click(screen.getByRole('button', { name: T.start }));
    runs[0]!.hooks.onProgress!(SETUP, result(20, null));
    fireEvent.click(await screen.findByRole('button', { name: T.cancel }));
    expect(runs[0]!.hooks.signal!.aborted).toBe(true);
    expect(await screen.findByText(T.cancelled('20'))).toBeTruthy();
    expect(screen.getByRole('button', { name: T.again })).toBeTruthy();
  });
});
