// @vitest-environment jsdom
// Over 300 lines: the analysis panel's rules, texts and controls share one hand-made game's
// analysis and frames.
import { formatPercentOne } from '@ordbot/contract/format.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  Alternative,
  GameAnalysis,
  MoveAnalysis,
  SideSummary,
} from '@ordbot/engine/analysis/types.ts';
import { ANALYSIS_TEXT } from '../../../src/ui/text-analysis.ts';
import { ACCURACY_TEXT } from '../../../src/ui/text-accuracy.ts';
import { SIMULATE_TEXT as T_SIMULATE } from '../../../src/ui/text-simulate.ts';
import AnalysisDetails from '../../../src/features/replay/analysis-details.tsx';
import {
  BEST_PREVIEW,
  bestPreview,
  gradesByIndex,
  nextGraded,
  ownsKeys,
  previewSquares,
  shortcutFor,
} from '../../../src/features/replay/analysis-logic.ts';
import { AnalysisSection } from '../../../src/features/replay/analysis-section.tsx';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';

const T = ANALYSIS_TEXT;

afterEach(cleanup);

function alt(notation: string, points: number, fields: Partial<Alternative> = {}): Alternative {
  const [where = '', word = ''] = notation.split(' ');
  const down = /^[A-O]/.test(where);
  const col = (down ? where[0] : where.slice(-1)) as string;
  const row = Number(down ? where.slice(1) : where.slice(0, -1));
  return {
    x: col.charCodeAt(0) - 65,
    y: row - 1,
    vertical: down,
    letters: word,
    mainWord: word,
    points,
    numTiles: word.length,
    notation,
    ...fields,
  };
}

const side = (fields: Partial<SideSummary> = {}): SideSummary => ({
  movesAnalysed: 3,
  bestFound: 1,
  bestFoundPercent: 33.3,
  pointsMissed: 52,
  missedPerMove: 17.3,
  biggestMiss: { moveNum: 3, missed: 45 },
  bingosPlayed: 0,
  bingosPossible: 1,
  racksKnown: 2,
  accuracy: null,
  graded: [],
  ...fields,
});

const MOVE: MoveAnalysis = {
  moveNum: 1,
  playerMove: true,
  words: [
    { word: 'HASJ', valid: true },
    { word: 'XQ', valid: false },
  ],
  rulesPoints: 20,
  recordedPoints: 22,
  bestSameTiles: alt('8D JASH', 30),
  rack: 'HASJERT',
  rackSource: 'BOT',
  rackTop: [
    { ...alt('H4 HJERTAS', 80), played: false },
    { ...alt('8D JASH', 30), played: false },
  ],
  playedAlternative: { ...alt('8H HASJ', 20), played: true },
  bestFound: false,
  missed: 60,
  grade: 'BLUNDER',
  bingoPossible: true,
  basis: 'POINTS',
  winPlayed: null,
  winBest: null,
  winLost: null,
  better: { ...alt('H4 HJERTAS', 80) },
  leave: null,
  equity: null,
  equityTop: null,
  accuracy: null,
  why: null,
  endgame: null,
};

const ANALYSIS: GameAnalysis = {
  moves: [MOVE, null, { ...MOVE, moveNum: 3, grade: 'MISTAKE', missed: 20 }],
  summary: { player: side(), bot: side({ biggestMiss: null, bingosPossible: null }) },
  strategyVersion: null,
  winChances: null,
};

const FRAMES = [0, 1, 2, 3].map((moveNum) => ({
  moveNum,
  board: emptyBoard(225),
  placed: [],
  playerScore: 0,
  botScore: 0,
  broken: false,
}));

function details(
  selected: number,
  onPreview = vi.fn(),
  onSelect = vi.fn(),
  analysis: GameAnalysis = ANALYSIS,
) {
  render(
    <AnalysisDetails
      analysis={analysis}
      source="DEVICE"
      list={{
        language: 'NO_B',
        name: '@cspell/dict-nb-no@2.0.6',
        wordCount: 678064,
        removed: 180,
      }}
      selected={selected}
      frames={FRAMES}
      context={{ language: 'NO_B', layout: [] }}
      playerName="Kari"
      preview={null}
      onPreview={onPreview}
      onSelect={onSelect}
      subHeading="h3"
    />,
  );
  return { onPreview, onSelect };
}

describe('analysis rules', () => {
  it('finds graded moves and jumps to the next and previous one', () => {
    const grades = gradesByIndex(ANALYSIS);
    expect([...grades]).toEqual([
      [1, 'BLUNDER'],
      [3, 'MISTAKE'],
    ]);
    expect(nextGraded(0, grades.keys(), true)).toBe(1);
    expect(nextGraded(1, grades.keys(), true)).toBe(3);
    expect(nextGraded(3, grades.keys(), false)).toBe(1);
    // Round the ends: from the last graded move or the game's end (where it opens) to the first,
    // and back from the first or the start to the last.
    expect(nextGraded(3, grades.keys(), true)).toBe(1);
    expect(nextGraded(5, grades.keys(), true)).toBe(1);
    expect(nextGraded(1, grades.keys(), false)).toBe(3);
    expect(nextGraded(0, grades.keys(), false)).toBe(3);
    // One graded move: nowhere to go from it, to it from anywhere else.
    expect(nextGraded(2, [2], true)).toBeUndefined();
    expect(nextGraded(2, [2], false)).toBeUndefined();
    expect(nextGraded(9, [2], true)).toBe(2);
    expect(nextGraded(0, [], true)).toBeUndefined();
  });

  it('places only the empty squares of an alternative, across and down', () => {
    const board = [...emptyBoard(225)];
    board[7 * 15 + 8] = 'A'; // 8I holds an A already
    const packed = board.join('');
    expect([...previewSquares(packed, alt('8H HAS', 9))]).toEqual([
      [7 * 15 + 7, 'H'],
      [7 * 15 + 9, 'S'],
    ]);
    expect([...previewSquares(packed, alt('H7 ReV', 3))]).toEqual([
      [6 * 15 + 7, 'R'],
      [7 * 15 + 7, 'e'],
      [8 * 15 + 7, 'V'],
    ]);
  });

  it('maps keys to shortcuts and leaves text fields and modifiers alone', () => {
    const key = (
      k: string,
      mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
    ) => shortcutFor({ key: k, ctrlKey: false, altKey: false, metaKey: false, ...mods });
    expect(key('n')).toBe('nextGraded');
    expect(key('N')).toBe('previousGraded');
    expect(key('?')).toBe('help');
    expect(key('Escape')).toBe('clear');
    expect(key('n', { ctrlKey: true })).toBeUndefined();
    expect(key('x')).toBeUndefined();
    const input = document.createElement('input');
    const div = document.createElement('div');
    expect(ownsKeys(input)).toBe(true);
    expect(ownsKeys(div)).toBe(false);
  });
});

describe('analysis panel', () => {
  const sectionProps = {
    onStart: vi.fn(),
    selected: 1,
    frames: FRAMES,
    context: { language: 'NO_B' as const, layout: [] },
    playerName: 'Kari',
    preview: null,
    onPreview: vi.fn(),
    onSelect: vi.fn(),
    headingLevel: 'h2' as const,
  };

  it('says an ongoing game is analysed when it is finished, with no start and no rack input', () => {
    render(<AnalysisSection {...sectionProps} finished={false} state={{ state: 'idle' }} />);
    expect(screen.getByText(T.ongoing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.start })).toBeNull();
    expect(screen.queryByLabelText(T.tryRack)).toBeNull();
  });

  it('offers to start, and names the failure in Norwegian', () => {
    const onStart = vi.fn();
    const { rerender } = render(
      <AnalysisSection {...sectionProps} onStart={onStart} finished state={{ state: 'idle' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: T.start }));
    expect(onStart).toHaveBeenCalledOnce();
    rerender(
      <AnalysisSection {...sectionProps} finished state={{ state: 'failed', reason: 'OFFLINE' }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(T.offline);
  });

  it('shows the words, the score check, the same tiles, the rack top 10, the played move and the grade', () => {
    const { onPreview } = details(1);
    expect(
      screen.getByText(
        // The list by its language, never by its package's name.
        'Analysert med ordlisten for norsk bokmål (678 064 ord, renset for 180 forkortelser og fremmedord).',
      ),
    ).toBeTruthy();
    const words = screen.getByText('XQ').closest('li') as HTMLElement;
    expect(within(words).getByText(T.notInList)).toBeTruthy();
    expect(screen.getByText(T.scoreMismatch(20))).toBeTruthy();
    expect(screen.getByRole('heading', { name: T.bestSameTiles })).toBeTruthy();
    expect(screen.getByText(T.morePoints(10), { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: T.bestWithRack })).toBeTruthy();
    const top = screen.getAllByRole('list')[1] as HTMLElement;
    expect(
      within(top)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['H4 HJERTAS 80', '8D JASH 30']);
    // Not in the top 10: shown below it, marked 'Spilt'.
    const played = screen.getByText(T.playedBelow, { exact: false });
    expect(within(played).getByText(T.played)).toBeTruthy();
    expect(within(played).getByRole('button').textContent).toBe('8H HASJ 20');
    expect(screen.getByText(T.gradeTag('Tabbe', 'Kari', 60))).toBeTruthy();
    expect(screen.getByText(T.moveBy('Kari'))).toBeTruthy();
    expect(screen.queryByText(/@cspell/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: T.previewLabel('H4 HJERTAS', 80) }));
    expect(onPreview).toHaveBeenCalledWith({
      id: 'rack-0',
      base: 0,
      move: ANALYSIS.moves[0]!.rackTop![0],
    });
  });

  it("says 'fant det beste kjente' only where no move had a better winning chance", () => {
    // No point missed, but a move with fewer points had the better chance: not the best found.
    const fewer = { ...MOVE, missed: 0, grade: 'MISTAKE' as const, basis: 'WIN' as const };
    details(1, vi.fn(), vi.fn(), { ...ANALYSIS, moves: [{ ...fewer, winLost: 10.1 }] });
    expect(screen.getByText(T.missedValue('Kari', 0, 10.1))).toBeTruthy();
    expect(screen.queryByText(/fant det beste kjente/)).toBeNull();
    cleanup();
    details(1, vi.fn(), vi.fn(), { ...ANALYSIS, moves: [{ ...fewer, grade: null, winLost: 0 }] });
    expect(screen.getByText('Kari: 0 poeng (fant det beste kjente)')).toBeTruthy();
  });

  it('says a swap is not analysed, and links the biggest miss in the summary', () => {
    const { onSelect } = details(2);
    expect(screen.getByText(T.notAnalysed)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Kari' })).toBeTruthy();
    // 'Brikkene lagt på beste plass' out of the moves analysed, with one decimal.
    expect(within(table).getAllByText(/^1 av 3 \(33,3\s%\)$/)).toHaveLength(2);
    expect(screen.getByText(T.summaryNote)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: T.summaryBiggestMissValue(3, 45) }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('answers a bad rack with the Norwegian message and no list', () => {
    details(1);
    fireEvent.change(screen.getByLabelText(T.tryRack), { target: { value: 'ABCDEFGH' } });
    fireEvent.click(screen.getByRole('button', { name: T.tryRackSubmit }));
    expect(screen.getByRole('alert').textContent).toBe('Et stativ har høyst 7 brikker.');
    fireEvent.change(screen.getByLabelText(T.tryRack), { target: { value: 'AB1' } });
    fireEvent.click(screen.getByRole('button', { name: T.tryRackSubmit }));
    expect(screen.getByRole('alert').textContent).toMatch(/«1» er ikke en brikke/);
  });
});

/** A move judged by win% lost with a strategy table, its 'Hvorfor' and a solved endgame. */
const WIN_MOVE: MoveAnalysis = {
  ...MOVE,
  basis: 'WIN',
  grade: 'MISTAKE',
  winPlayed: 0.41,
  winBest: 0.5,
  winLost: 9,
  accuracy: 64.58,
  leave: { tiles: 'ERT', value: 7.5 },
  equity: 27.5,
  equityTop: [
    {
      ...alt('H4 HJERTAS', 80),
      played: false,
      leave: '',
      leaveValue: 0,
      equity: 80,
    },
  ],
  why: {
    better: {
      notation: 'H4 HJERTAS',
      points: 80,
      words: [{ word: 'HJERTAS', points: 40 }],
      premiums: [{ square: 'H4', code: 4, letter: 'H' }],
      bingo: true,
    },
    played: { notation: '8H HASJ', points: 20, words: [], premiums: [], bingo: false },
    leaves: { played: { tiles: 'ERT', value: 7.5 }, better: { tiles: '', value: 0 } },
    opens: { racks: 6, afterPlayed: 31.4, afterBetter: 18 },
  },
  endgame: {
    best: [
      { notation: '8H HASJ', points: 20, mover: true },
      { notation: 'PASS', points: 0, mover: false },
    ],
    bestSpread: 12,
    playedSpread: -3,
    lost: 15,
    proven: true,
    depth: 2,
  },
};

describe('the analysis in winning chances', () => {
  const analysis: GameAnalysis = {
    ...ANALYSIS,
    moves: [WIN_MOVE, null, ANALYSIS.moves[2]!],
    summary: {
      player: side({ accuracy: 71.3, graded: [{ moveNum: 1, grade: 'MISTAKE' }] }),
      bot: side({ accuracy: null }),
    },
    strategyVersion: 'NO_B-1',
  };

  it("words the chances, 'Trekkverdi', 'Hvorfor' and 'Perfekt sluttspill'", () => {
    details(1, vi.fn(), vi.fn(), analysis);
    expect(screen.getByText('Analysert med strategitabeller versjon 1.')).toBeTruthy();
    expect(screen.getByText(T.gradeTagWin('Feil', 'Kari', '9'))).toBeTruthy();
    expect(screen.getByText(T.winChanceFor('Kari'))).toBeTruthy();
    expect(
      screen.getByText(/^41,0\s% etter trekket, 50,0\s% etter det beste kjente trekket til Kari$/),
    ).toBeTruthy();
    expect(screen.getByText(T.winLostValue('Kari', '9'))).toBeTruthy();
    expect(screen.getByText(/^64,6\s%/)).toBeTruthy();
    expect(screen.getByText(T.accuracyNote)).toBeTruthy();
    expect(screen.getByRole('heading', { name: T.equityTop })).toBeTruthy();
    expect(screen.getByText(/Beholdt: – \(\+0\)/)).toBeTruthy();
    const why = screen.getByRole('heading', { name: T.why }).closest('section') as HTMLElement;
    expect(within(why).getByText(/Trippelt ord på H4 \(H\), alle sju brikkene: \+40/)).toBeTruthy();
    expect(within(why).getByText(T.whyLeaves('ERT (+7,5)', 'ingen brikker (+0)'))).toBeTruthy();
    // The verdict in one sentence: points, what each keeps, what each opens for Ordbot (by racks
    // drawn from the tiles Kari cannot see), and the chances.
    expect(
      within(why).getByText(
        /^H4 HJERTAS er bedre for Kari enn 8H HASJ: 80 mot 20 poeng, det beholder ingen brikker \(\+0\) mot ERT \(\+7,5\), og Ordbot kan bare svare med i snitt 18 poeng mot 31,4, så vinnersjansen til Kari blir 50,0\s% i stedet for 41,0\s%\.$/,
      ),
    ).toBeTruthy();
    expect(
      within(why).getByText(
        'Beste svar for Ordbot: i snitt 31,4 poeng etter 8H HASJ og 18 etter H4 HJERTAS, regnet over 6 tilfeldige stativ av brikkene Kari ikke ser (posen og stativet til Ordbot).',
      ),
    ).toBeTruthy();
    // The opponent's real next rack is neither shown nor used.
    expect(within(why).queryByText(/AEKLNST|SALTEN/)).toBeNull();
    const endgame = screen
      .getByRole('heading', { name: T.endgame })
      .closest('section') as HTMLElement;
    expect(within(endgame).getByText(T.endgameLost('Kari', 15))).toBeTruthy();
    expect(within(endgame).getByText(T.endgamePlayed('Kari', '−3'))).toBeTruthy();
    expect(within(endgame).getByText(T.endgameBest('Kari', '+12'))).toBeTruthy();
    expect(
      within(endgame)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kari: 8H HASJ (20)', 'Ordbot: PASS']);
  });

  it("speaks for the player on Ordbot's move: the player's chance, and every figure named", () => {
    const bot: GameAnalysis = {
      ...analysis,
      moves: [{ ...WIN_MOVE, playerMove: false }, null, ANALYSIS.moves[2]!],
    };
    details(1, vi.fn(), vi.fn(), bot);
    expect(screen.getByText(T.moveBy('Ordbot'))).toBeTruthy();
    expect(screen.getByText(T.gradeTagWin('Feil', 'Ordbot', '9'))).toBeTruthy();
    // Ordbot's 41 % after the move is Kari's 59 %; its best would have left Kari 50 %.
    expect(screen.getByText(T.winChanceFor('Kari'))).toBeTruthy();
    expect(
      screen.getByText(
        /^59,0\s% etter trekket, 50,0\s% etter det beste kjente trekket til Ordbot$/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(T.winLostValue('Ordbot', '9'))).toBeTruthy();
    // The simulation's chances are the mover's: it says whose.
    expect(
      screen.getAllByText(/Sjansene og snittene gjelder Ordbot, som er i trekket\./),
    ).not.toHaveLength(0);
    // 'Hva betyr tallene?' names the sides too: Ordbot moves, Kari replies.
    const [explained] = T_SIMULATE.explain('Ordbot', 'Kari');
    expect(screen.getAllByText(explained!)).not.toHaveLength(0);
    const why = screen.getByRole('heading', { name: T.why }).closest('section') as HTMLElement;
    expect(
      within(why).getByText(/så vinnersjansen til Kari blir 50,0\s% i stedet for 59,0\s%\.$/),
    ).toBeTruthy();
    // On Ordbot's move Kari is the one who replies, and the unseen tiles are Ordbot's view.
    expect(
      within(why).getByText(/, og Kari kan bare svare med i snitt 18 poeng mot 31,4, /),
    ).toBeTruthy();
    expect(
      within(why).getByText(/brikkene Ordbot ikke ser \(posen og stativet til Kari\)\.$/),
    ).toBeTruthy();
    const endgame = screen
      .getByRole('heading', { name: T.endgame })
      .closest('section') as HTMLElement;
    // The spreads are Ordbot's: for Kari they change sign.
    expect(within(endgame).getByText(T.endgameLost('Ordbot', 15))).toBeTruthy();
    expect(within(endgame).getByText(T.endgameBest('Kari', '−12'))).toBeTruthy();
    expect(within(endgame).getByText(T.endgamePlayed('Kari', '+3'))).toBeTruthy();
    expect(
      within(endgame)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ordbot: 8H HASJ (20)', 'Kari: PASS']);
  });

  it("heads an unproven endgame 'Sluttspill (søkt N trekk dypt)' and shows 'Før sluttspillet'", () => {
    const searched: MoveAnalysis = {
      ...WIN_MOVE,
      endgame: {
        ...(WIN_MOVE.endgame as NonNullable<MoveAnalysis['endgame']>),
        proven: false,
        depth: 6,
      },
      preendgame: {
        played: { notation: '8H HASJ', wins: 3, draws: 1, drawsTotal: 8, spread: -2.5 },
        best: { notation: 'H8 HASJ', wins: 6, draws: 0, drawsTotal: 8, spread: 11 },
      },
    };
    details(1, vi.fn(), vi.fn(), { ...analysis, moves: [searched, null, ANALYSIS.moves[2]!] });
    expect(screen.queryByRole('heading', { name: T.endgame })).toBeNull();
    const endgame = screen
      .getByRole('heading', { name: T.endgameSearched(6) })
      .closest('section') as HTMLElement;
    expect(within(endgame).getByText(T.endgameLostSearched('Kari', 15))).toBeTruthy();
    const pre = screen
      .getByRole('heading', { name: T.preendgame })
      .closest('section') as HTMLElement;
    // The shares are written with a no-break space before '%': compared with plain spaces.
    const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    expect(plain(pre.textContent)).toContain(
      plain(
        T.preendgameShare(T.preendgamePlayed, '8H HASJ', 'Kari', formatPercentOne(43.75), 3, 8),
      ),
    );
    expect(plain(pre.textContent)).toContain(
      plain(T.preendgameShare(T.preendgameBest, 'H8 HASJ', 'Kari', formatPercentOne(75), 6, 8)),
    );
  });

  it("draws a graded move's best known alternative at once, on the board before it", () => {
    expect(bestPreview(analysis, 1)).toEqual({ id: BEST_PREVIEW, base: 0, move: WIN_MOVE.better });
    expect(bestPreview(analysis, 2)).toBeNull();
    expect(bestPreview(analysis, 0)).toBeNull();
  });

  it("gives each side's 'Nøyaktighet' and links its graded moves", () => {
    const { onSelect } = details(0, vi.fn(), vi.fn(), analysis);
    const table = screen.getByRole('table');
    const accuracy = within(table).getByRole('row', { name: new RegExp(T.summaryAccuracy) });
    expect(within(accuracy).getByText(/^71,3\s%$/)).toBeTruthy();
    expect(screen.getByText(ACCURACY_TEXT.note)).toBeTruthy();
    expect(within(accuracy).getByText(T.summaryNone)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: T.summaryGradedMove(1, 'Feil') }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it("says when a game was analysed in points, and pre-fills 'Prøv et stativ' with the move's tiles", () => {
    details(1);
    expect(screen.getByText(T.analysedInPoints)).toBeTruthy();
    // The rack of move 1 is known: the field holds it, the position is before the move.
    expect((screen.getByLabelText(T.tryRack) as HTMLInputElement).value).toBe('HASJERT');
    expect(screen.getByText(T.tryRackHelp(T.tryRackBefore(1)))).toBeTruthy();
  });
});
