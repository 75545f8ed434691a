/**
 * The demo's players as the fair-play desk sees them: engine-played games of the
 * solver-like players and of the most active people, each player move measured with the core
 * analysis (the field of its own tiles, its difficulty, found or not) and the figures of
 * packages/engine/fairplay.ts. Every solver-like player is marked and ranks above every person. Also: the
 * bot's moves carry its racks, and the cheat flags fall mostly on the solvers' games.
 */
import { describe, expect, it } from 'vitest';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { sameTilesField } from '@ordbot/engine/analysis/top-moves.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import {
  difficultyOf,
  fairplayFigures,
  FAIRPLAY_MIN_MOVES,
  populationRates,
  SUSPICION_Z,
  type DifficultyCount,
} from '@ordbot/engine/fairplay.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { playPlan } from '../../server/demo/generate.ts';
import { planDemo, SOLVER_RANKS, type PlannedGame } from '../../server/demo/plan.ts';
import { getLexicon } from '../../server/lexicon/files.ts';

const TODAY = new Date('2026-11-20T12:00:00Z');
/** Newest finished games per solver: enough for 100+ analysed moves (about 13 a game). */
const SOLVER_GAMES = 12;
/** The most active people, with fewer games each (the test runs on a loaded machine too). */
const PEOPLE = 6;
const PERSON_GAMES = 10;
/** Games of the other people, for the population's rates only. */
const OTHERS = 40;

/** Each player move's difficulty and whether it scored as much as the best of its tiles. */
function measure(game: BotGame, counts: Map<number, DifficultyCount>): void {
  const frames = buildTimeline(game, game.moves).frames;
  const context = { language: game.language, layout: game.board ?? STANDARD_BOARD };
  const lexicon = getLexicon(game.language);
  game.moves.forEach((move, i) => {
    if (!move.playerMove || move.moveType !== 'NORMAL') return;
    const before = (frames[i] as { board: readonly string[] }).board;
    const field = sameTilesField(lexicon, before, move.letters, context);
    const difficulty = difficultyOf(field);
    const c = counts.get(difficulty) ?? { difficulty, moves: 0, found: 0 };
    c.moves++;
    if (move.points >= field.best) c.found++;
    counts.set(difficulty, c);
  });
}

describe('demo players under the fair-play model', () => {
  // Every game played by the engine (no copies), so the set below is the players' own play.
  const plan = planDemo({ seed: 2012, games: 2000, today: TODAY, engineShare: 1 });
  const solverIds = plan.players.filter((p) => p.style === 'SOLVER').map((p) => p.id);
  const peopleIds = plan.players
    .filter((p) => p.style !== 'SOLVER')
    .slice(0, PEOPLE)
    .map((p) => p.id);
  const finished = plan.games.filter((g) => g.stopAfter === undefined);
  const newest = (id: number, n: number): PlannedGame[] =>
    finished.filter((g) => g.player.id === id).slice(-n);
  const own = [
    ...solverIds.flatMap((id) => newest(id, SOLVER_GAMES)),
    ...peopleIds.flatMap((id) => newest(id, PERSON_GAMES)),
  ];
  // Other people's games, so the population's rates are mostly people's, as in the whole set.
  const tracked = new Set([...solverIds, ...peopleIds]);
  const others = finished.filter((g) => !tracked.has(g.player.id)).slice(-OTHERS);
  const chosen = [...own, ...others];

  it('has a few solver-like players, active enough for the desk', () => {
    expect(solverIds).toHaveLength(SOLVER_RANKS.length);
    for (const id of solverIds) {
      const games = plan.games.filter((g) => g.player.id === id);
      expect(games.length).toBeGreaterThanOrEqual(SOLVER_GAMES);
      expect(games.every((g) => g.style === 'SOLVER')).toBe(true);
    }
    // The demo accounts' players (ranks 0-3) are people.
    expect(plan.players.slice(0, 4).every((p) => p.style === undefined)).toBe(true);
  });

  it('marks every solver-like player and ranks them above every person', () => {
    const counts = new Map<number, Map<number, DifficultyCount>>();
    const games = [...playPlan(chosen)];
    for (const game of games) {
      const player = counts.get(game.player.id) ?? new Map<number, DifficultyCount>();
      measure(game, player);
      counts.set(game.player.id, player);
      // The bot's moves carry its racks; the player's never do.
      for (const move of game.moves) expect(move.rack !== undefined).toBe(!move.playerMove);
    }
    const rates = populationRates([...counts.values()].flatMap((c) => [...c.values()]));
    const figures = (id: number) => fairplayFigures([...(counts.get(id)?.values() ?? [])], rates);
    const solvers = solverIds.map(figures);
    const people = peopleIds.map(figures);
    console.log(
      `demo fair play: solvers z ${solvers.map((f) => `${f.z} (${f.movesAnalysed})`).join(', ')}; ` +
        `people z ${people.map((f) => `${f.z} (${f.movesAnalysed}, ${f.bestFound})`).join(', ')}`,
    );
    for (const f of solvers) {
      expect(f.movesAnalysed).toBeGreaterThanOrEqual(FAIRPLAY_MIN_MOVES);
      expect(f.bestFound).toBe(f.movesAnalysed);
      expect(f.z).toBeGreaterThanOrEqual(SUSPICION_Z);
    }
    expect(people.filter((f) => f.movesAnalysed >= FAIRPLAY_MIN_MOVES).length).toBeGreaterThan(3);
    for (const f of people) {
      expect(f.z).toBeLessThan(SUSPICION_Z);
      // People miss some best placements: they are not solvers.
      expect(f.bestFound).toBeLessThan(f.movesAnalysed);
    }
    expect(Math.min(...solvers.map((f) => f.z))).toBeGreaterThan(
      Math.max(...people.map((f) => f.z)),
    );
  }, 120_000);

  it("puts the bot's cheat flags mostly on the solvers' games, not on all of them", () => {
    const flagged = plan.games.filter((g) => g.cheatMoves > 0);
    const solverGames = plan.games.filter((g) => g.style === 'SOLVER');
    const solverFlagged = flagged.filter((g) => g.style === 'SOLVER');
    expect(solverFlagged.length).toBeGreaterThan(flagged.length / 2);
    expect(solverFlagged.length).toBeLessThan(solverGames.length);
    // A few false positives on people.
    expect(flagged.length - solverFlagged.length).toBeGreaterThan(0);
  });
});
