/**
 * What 'Søk dypere' found on this visit, for the whole page (../shared/docs/verdict.md rule 4):
 * each move's deepest judgement replaces the review's, so the grade, the lists, the board's
 * 'Beste trekk', the graph's marks, the winning chance and the summary follow it together.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AnalysisGame, PerfectEndgame } from '@ordbot/engine/analysis/types.ts';
import type { AnalysisState } from './use-analysis.ts';

/** The engine's part, loaded once a deeper step comes (the replay's first load stays small). */
const engine = () =>
  Promise.all([
    import('@ordbot/engine/analysis/deeper-report.ts'),
    import('@ordbot/engine/analysis/summary.ts'),
  ]).then(([{ withDeeperReport }, { summarise }]) => ({ withDeeperReport, summarise }));

type Engine = Awaited<ReturnType<typeof engine>>;

type Deeper = ReadonlyMap<number, PerfectEndgame>;

/** `state` with the deeper judgements in place of the review's. */
export function withDeeper(
  state: AnalysisState,
  deeper: Deeper,
  game: AnalysisGame | null,
  { withDeeperReport, summarise }: Engine,
): AnalysisState {
  if (state.state !== 'ready' || deeper.size === 0 || !game) return state;
  const { analysis } = state;
  const moves = analysis.moves.map((m) => {
    const report = m ? deeper.get(m.moveNum) : undefined;
    return m && report ? withDeeperReport(m, report) : m;
  });
  // The graph's chance after a move (its frame is the move's index plus one).
  const winChances = analysis.winChances?.slice() ?? null;
  moves.forEach((m, i) => {
    if (!m || !winChances || m.winPlayed === null || !deeper.has(m.moveNum)) return;
    winChances[i + 1] = m.playerMove ? m.winPlayed : 1 - m.winPlayed;
  });
  return {
    ...state,
    analysis: { ...analysis, moves, summary: summarise(moves, game), winChances },
  };
}

/** The page's deeper judgements, by move; a new game starts with none. */
export function useDeeper(
  state: AnalysisState,
  game: AnalysisGame | null,
): [AnalysisState, (moveNum: number, report: PerfectEndgame) => void] {
  const [deeper, setDeeper] = useState<{ game: AnalysisGame | null; reports: Deeper }>({
    game,
    reports: new Map(),
  });
  const reports = deeper.game === game ? deeper.reports : EMPTY;
  const onDeeper = useCallback(
    (moveNum: number, report: PerfectEndgame) =>
      setDeeper((was) => {
        const kept = was.game === game ? was.reports : EMPTY;
        const before = kept.get(moveNum);
        // A step that knows less than one already shown does not replace it.
        if (before && before.proven && !report.proven) return was;
        return { game, reports: new Map(kept).set(moveNum, report) };
      }),
    [game],
  );
  // Applied once the engine's part is there; until then (a moment) the review's own.
  const [applied, setApplied] = useState<{
    from: [AnalysisState, Deeper, AnalysisGame | null];
    state: AnalysisState;
  } | null>(null);
  useEffect(() => {
    if (reports.size === 0 || state.state !== 'ready') return;
    let live = true;
    void engine().then((loaded) => {
      if (live) {
        setApplied({
          from: [state, reports, game],
          state: withDeeper(state, reports, game, loaded),
        });
      }
    });
    return () => {
      live = false;
    };
  }, [state, reports, game]);
  const current =
    applied && applied.from[0] === state && applied.from[1] === reports && applied.from[2] === game
      ? applied.state
      : state;
  return [current, onDeeper];
}

const EMPTY: Deeper = new Map();
