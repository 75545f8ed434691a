// @vitest-environment jsdom
/**
 * 'Trolig stativ': a person's move whose rack was inferred after the game (verdict rackSource
 * 'INFERRED', ../shared/docs/verdict.md, the person's racks) is shown as inferred, never as
 * known: the likeliest racks with their chances, how sure the likeliest is, what each would have
 * played, the expected loss, and the grade marked as resting on an inferred rack. A move with a
 * known rack shows none of it. The texts are checked word for word ('\u00a0' is the no-break
 * space before a per cent sign).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameAnalysis, MoveAnalysis, Verdict } from '@ordbot/engine/analysis/types.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import AnalysisDetails from '../../../src/features/replay/analysis-details.tsx';
import { inferredChance } from '../../../src/features/replay/inferred-rack.tsx';

afterEach(cleanup);

const VERDICT: Verdict = {
  method: 'EQUITY',
  proven: null,
  depth: null,
  rack: 'AEINRST',
  rackSource: 'INFERRED',
  candidates: [
    { move: 'H8 ORD', points: 24, value: 30.5, win: 0.52 },
    { move: '8H OD', points: 12, value: 20, win: 0.49 },
  ],
  played: { move: '8H OD', points: 12, value: 20, win: 0.49, rank: 2 },
  winLost: 4.2,
  pointsLost: 10.5,
  grade: null,
  accuracy: 80.1,
  racks: [
    { rack: 'AEINRST', p: 0.62 },
    { rack: 'DEIORS?', p: 0.2 },
    { rack: 'AEKLNST', p: 0.1 },
  ],
  rackBest: [
    { move: 'H8 ORD', points: 24, winLost: 3 },
    { move: null, points: 12, winLost: 0 },
    { move: '8H KLO', points: 30, winLost: 12.5 },
  ],
  mistakeChance: 0.3,
};

/** A person's move with no rack the bot saw: the analysis compared the tiles placed only. */
const MOVE: MoveAnalysis = {
  moveNum: 1,
  playerMove: true,
  words: [{ word: 'OD', valid: true }],
  rulesPoints: 12,
  recordedPoints: 12,
  bestSameTiles: null,
  rack: null,
  rackSource: null,
  rackTop: null,
  playedAlternative: null,
  bestFound: true,
  missed: 0,
  grade: null,
  bingoPossible: null,
  basis: 'WIN',
  winPlayed: 0.49,
  winBest: 0.52,
  winLost: 3,
  better: null,
  leave: null,
  equity: null,
  equityTop: null,
  accuracy: 80.1,
  why: null,
  endgame: null,
  verdict: VERDICT,
};

const FRAMES = [0, 1].map((moveNum) => ({
  moveNum,
  board: emptyBoard(225),
  placed: [],
  playerScore: 0,
  botScore: 0,
  broken: false,
}));

function show(move: MoveAnalysis) {
  const side = {
    movesAnalysed: 1,
    bestFound: 1,
    bestFoundPercent: 100,
    pointsMissed: 0,
    missedPerMove: 0,
    biggestMiss: null,
    bingosPlayed: 0,
    bingosPossible: null,
    racksKnown: 0,
    accuracy: null,
    graded: [],
  };
  const analysis: GameAnalysis = {
    moves: [move],
    summary: { player: side, bot: side },
    strategyVersion: 'NO_B-2',
    winChances: null,
  };
  render(
    <AnalysisDetails
      analysis={analysis}
      source="DEEP"
      list={null}
      selected={1}
      frames={FRAMES}
      context={{ language: 'NO_B', layout: [] }}
      playerName="Kari"
      preview={null}
      onPreview={vi.fn()}
      onSelect={vi.fn()}
      subHeading="h3"
    />,
  );
}

function withVerdict(fields: Partial<Verdict>): MoveAnalysis {
  return { ...MOVE, verdict: { ...VERDICT, ...fields } };
}

/** 'Trolig stativ' as a section. */
function block(): HTMLElement {
  return screen.getByRole('heading', { name: 'Trolig stativ' }).closest('section') as HTMLElement;
}

/** The text of the 'Vurdering' answer. */
function gradeWord(): string | null {
  const dt = screen.getByText('Vurdering', { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe("'Trolig stativ'", () => {
  it('says the rack is inferred, not known, and lists the likeliest racks with their chances', () => {
    show(MOVE);
    const section = block();
    expect(
      within(section).getByText(
        'Boten så ikke stativet til Kari. Det er anslått ut fra resten av partiet, ikke kjent.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText('De mest sannsynlige stativene:')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'AEINRST 62,0\u00a0% beste trekk: H8 ORD, 24 poeng; 3 prosentpoeng tapt med dette stativet',
      'DEIORS? 20,0\u00a0% det spilte trekket var best',
      'AEKLNST 10,0\u00a0% beste trekk: 8H KLO, 30 poeng; 12,5 prosentpoeng tapt med dette stativet',
    ]);
    expect(
      within(section).getByText(
        'Forventet tap: 4,2 prosentpoeng vinnersjanse (snitt over de mulige stativene).',
      ),
    ).toBeTruthy();
  });

  it.each([
    [0.95, 'Nesten sikkert: AEINRST (95,0\u00a0%).'],
    [0.6, 'Trolig: AEINRST (60,0\u00a0%).'],
    [0.3, 'Usikkert: flere stativ er mulige. Mest sannsynlig: AEINRST (30,0\u00a0%).'],
  ])('words how sure the likeliest rack is at p %s', (p, text) => {
    show(withVerdict({ racks: [{ rack: 'AEINRST', p }, ...VERDICT.racks!.slice(1)] }));
    const sure = block().querySelector('.analysis-inferred-sure');
    expect(sure?.textContent).toBe(text);
    // Nothing reads as certain.
    expect(block().textContent).not.toMatch(/100,0|(?<!Nesten |U)sikkert/);
  });

  it('never rounds a chance to certainty', () => {
    expect(inferredChance(1)).toBe('over 99,9\u00a0%');
    expect(inferredChance(0.9996)).toBe('over 99,9\u00a0%');
    expect(inferredChance(0.0001)).toBe('under 0,1\u00a0%');
    expect(inferredChance(0.64)).toBe('64,0\u00a0%');
  });

  it("heads the verdict's list as the likeliest rack's and names the rack's source", () => {
    show(MOVE);
    expect(
      screen.getByRole('heading', { name: 'Beste trekk med det mest sannsynlige stativet' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Beste trekk med stativet' })).toBeNull();
    expect(screen.getByText('Stativ: AEINRST (anslått ut fra partiet)')).toBeTruthy();
    expect(screen.queryByText(/undefined/)).toBeNull();
  });

  it('marks a grade as resting on an inferred rack', () => {
    show(withVerdict({ grade: 'MISTAKE', winLost: 8.4, mistakeChance: 0.93 }));
    const line = screen.getByText(
      'Feil av Kari (anslått stativ): forventet tap 8,4 prosentpoeng vinnersjanse',
    );
    expect(line.className).toBe('analysis-grade grade-mistake');
    expect(gradeWord()).toBe('Feil (anslått stativ)');
    expect(screen.getByText('Kari: forventet 8,4 prosentpoeng (anslått stativ)')).toBeTruthy();
  });

  it("says 'Kanskje et svakt trekk' for an ungraded move likely lost 3 points or more", () => {
    show(withVerdict({ grade: null, mistakeChance: 0.64 }));
    const line = document.querySelector('.analysis-grade');
    expect(line?.textContent).toBe(
      'Kanskje et svakt trekk: 64,0\u00a0% sjanse for at trekket tapte 3 prosentpoeng eller mer.',
    );
    expect(line?.className).toBe('analysis-grade grade-maybe');
    expect(gradeWord()).toBe('Kanskje et svakt trekk (anslått stativ)');
  });

  it('gives no grade line to an ungraded move unlikely to be a mistake', () => {
    show(withVerdict({ grade: null, mistakeChance: 0.3 }));
    expect(screen.queryByText(/Kanskje et svakt trekk/)).toBeNull();
    expect(document.querySelector('.analysis-grade')).toBeNull();
    expect(gradeWord()).toBe('Ingen');
  });

  it('shows none of it for a move whose rack is known', () => {
    const known: MoveAnalysis = {
      ...MOVE,
      rack: 'AEINRST',
      rackSource: 'BOT',
      grade: 'MISTAKE',
      winLost: 8.4,
      verdict: {
        ...VERDICT,
        rackSource: 'BOT',
        grade: 'MISTAKE',
        winLost: 8.4,
        racks: undefined,
        rackBest: undefined,
        mistakeChance: undefined,
      },
    };
    show(known);
    expect(screen.queryByRole('heading', { name: 'Trolig stativ' })).toBeNull();
    expect(
      screen.queryByText(/anslått stativ|anslått ut fra partiet|sannsynlig|Kanskje|[Ff]orventet/),
    ).toBeNull();
    expect(screen.getByRole('heading', { name: 'Beste trekk med stativet' })).toBeTruthy();
    expect(screen.getByText('Stativ: AEINRST (sendt av boten)')).toBeTruthy();
    expect(screen.getByText('Feil av Kari: 8,4 prosentpoeng vinnersjanse tapt')).toBeTruthy();
    expect(gradeWord()).toBe('Feil');
  });
});
