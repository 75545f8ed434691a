/**
 * Recorded games of a person-like player against the bot (packages/engine/strategy/persons.ts)
 * and of the demo's person (tests/bench/person-games.ts), on the real NO_B word list and shipped
 * tables: the same seed plays the same game, each of the person's recorded racks is the rack its
 * move was played from, the record replays, and its final scores add up by the end rules.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysisGame } from '../../analysis/types.ts';
import { RACK_SIZE } from '../../dimensions.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { removeFromRack } from '../../movegen/self-play.ts';
import { buildTimeline } from '../../replay.ts';
import {
  drawProfile,
  PERSON_PROFILES,
  playRecordedGame,
  type RecordedGame,
} from '../../strategy/persons.ts';
import { mulberry32 } from '../../random.ts';
import { tileValue, totalTiles, unseenTiles } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { fastEngine } from '../../node/wasm-engine.ts';
import { playDemoGame } from '../../../../server/demo/play.ts';
import { demoOptions, recordedGames } from '../../../../tests/bench/person-games.ts';

const LANGUAGE = 'NO_B';
const lexicon = loadLexiconFile(LANGUAGE);
const model = loadShippedModel(LANGUAGE)!;
/** The lexicon with the shipped tables, searched by TypeScript. */
const engine = engineWith(lexicon, model);
const rackPoints = (tiles: string) => [...tiles].reduce((s, t) => s + tileValue(t, LANGUAGE), 0);

/** The tiles not on a board, as a rack. */
const unseen = (board: readonly string[]) =>
  unseenTiles(board, LANGUAGE)
    .tiles.map((t) => t.letter.repeat(t.count))
    .join('');

/** Every check of a recorded game's racks, replay and scores. */
function checkRecordedGame(recorded: RecordedGame<unknown>): void {
  const game: AnalysisGame = recorded.game;
  const { moves } = game;
  const { personRacks } = recorded;
  expect(personRacks).toHaveLength(moves.length);
  const { playerScore, botScore } = recorded;
  const timeline = buildTimeline({ finished: game.finished, playerScore, botScore }, moves);
  expect(game.finished).toBe(true);
  expect(timeline.hasBrokenMoves).toBe(false);
  let bag = totalTiles(LANGUAGE) - 2 * RACK_SIZE;
  moves.forEach((move, i) => {
    expect(move.moveNum).toBe(i + 1);
    const rack = move.playerMove ? personRacks[i] : move.rack;
    if (move.playerMove) expect(move.rack).toBeUndefined();
    else expect(personRacks[i]).toBeNull();
    expect(rack).toMatch(/^[A-ZÆØÅ?]{1,7}$/);
    // The rack is of the tiles not on the board, full while the bag holds tiles, and it holds
    // the tiles placed.
    expect(() => removeFromRack(unseen(timeline.frames[i]!.board), rack as string)).not.toThrow();
    if (bag > 0) expect(rack).toHaveLength(RACK_SIZE);
    if (move.moveType === 'NORMAL') {
      expect(() => removeFromRack(rack as string, move.letters)).not.toThrow();
      bag -= Math.min(bag, move.numTiles);
    }
    if (move.moveType === 'SWAP') {
      expect(move.numTiles).toBeGreaterThan(0);
      expect(move.numTiles).toBeLessThanOrEqual((rack as string).length);
    }
  });
  const frames = timeline.frames;
  const last = frames[frames.length - 1]!;
  expect(last.playerScore).toBe(recorded.playerScore);
  // The final scores: the points of the moves and the end of game's rack adjustment.
  const sum = (person: boolean) =>
    moves.filter((m) => m.playerMove === person).reduce((s, m) => s + m.points, 0);
  const final = moves[moves.length - 1]!;
  if (final.moveType === 'NORMAL') {
    // Went out with the bag empty: the other's rack is every tile not on the board.
    const left = rackPoints(unseen(last.board));
    const sign = final.playerMove ? 1 : -1;
    expect(recorded.playerScore).toBe(Math.max(0, sum(true) + sign * left));
    expect(recorded.botScore).toBe(Math.max(0, sum(false) - sign * left));
  } else {
    // Three passes: each side loses the rack it passed with.
    const passes = moves.slice(-3);
    expect(passes.every((m) => m.moveType === 'PASS')).toBe(true);
    const lastOf = (person: boolean) => passes.filter((m) => m.playerMove === person).pop()!;
    const personRack = personRacks[lastOf(true).moveNum - 1] as string;
    const botRack = lastOf(false).rack as string;
    expect(recorded.playerScore).toBe(Math.max(0, sum(true) - rackPoints(personRack)));
    expect(recorded.botScore).toBe(Math.max(0, sum(false) - rackPoints(botRack)));
  }
}

describe('person-like players', () => {
  it('draws varied profiles in their ranges', () => {
    const rng = mulberry32(5);
    for (let i = 0; i < 200; i++) {
      const p = drawProfile(rng);
      expect(p.temperature).toBeGreaterThanOrEqual(1);
      expect(p.temperature).toBeLessThanOrEqual(12);
      expect(p.leaveWeight).toBeGreaterThanOrEqual(0);
      expect(p.leaveWeight).toBeLessThanOrEqual(1);
      expect(p.bingoSight).toBeGreaterThanOrEqual(0.3);
      expect(p.swapHabit).toBeLessThanOrEqual(0.6);
    }
  });

  it('plays the same game for the same seed, with either move search', () => {
    const a = playRecordedGame(engine, 21);
    expect(JSON.stringify(playRecordedGame(engine, 21))).toBe(JSON.stringify(a));
    expect(playRecordedGame(engine, 22).game).not.toEqual(a.game);
    const fixed = playRecordedGame(engine, 21, { profile: PERSON_PROFILES.careful });
    expect(fixed.profile).toBe(PERSON_PROFILES.careful);
    expect(fixed.game).not.toEqual(a.game);
    const wasm = fastEngine(lexicon).withModel(model);
    expect(wasm.kind).toBe('webassembly');
    expect(JSON.stringify(playRecordedGame(wasm, 21))).toBe(JSON.stringify(a));
  });

  it('records the true racks, a replayable game and final scores by the end rules', () => {
    // Seed 14's game ends on three passes, the others' by going out.
    const games = recordedGames(engine, [1, 2, 3, 4, 5, 6, 7, 8, 14], 'PERSONS');
    const ends = new Set(games.map((g) => g.game.moves[g.game.moves.length - 1]!.moveType));
    expect(ends).toEqual(new Set(['NORMAL', 'PASS']));
    const starters = new Set(games.map((g) => g.game.moves[0]!.playerMove));
    expect(starters.size).toBe(2);
    for (const game of games) checkRecordedGame(game);
    const beginner = playRecordedGame(engine, 9, { profile: PERSON_PROFILES.beginner });
    checkRecordedGame(beginner);
  });

  it("records the demo's games as the demo plays them, with the person's racks", () => {
    // Seed 2's game ends on three passes.
    const seeds = [2, 3, 4, 5];
    const games = recordedGames(engine, seeds, 'DEMO');
    games.forEach((recorded, i) => {
      const demo = playDemoGame(lexicon, demoOptions(seeds[i]!));
      expect(recorded.game.moves).toEqual(demo.moves);
      expect([recorded.playerScore, recorded.botScore]).toEqual([demo.playerScore, demo.botScore]);
      checkRecordedGame(recorded);
    });
  });
});
