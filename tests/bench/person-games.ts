/**
 * Recorded NO_B games whose person's true racks are known, to fit and measure the inference of a
 * person's unknown racks: PERSONS, the person-like players of packages/engine/strategy/persons.ts
 * (a profile drawn from each seed) against the equity bot; DEMO, the demo's own person
 * (server/demo/play.ts, the skill drawn from each seed) against the demo's bot.
 */
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { lexiconOf, type Words } from '@ordbot/engine/movegen/search-engine.ts';
import type { Move } from '@ordbot/engine/game-records.ts';
import { mulberry32 } from '@ordbot/engine/random.ts';
import {
  playRecordedGame,
  type PersonProfile,
  type RecordedGame,
} from '@ordbot/engine/strategy/persons.ts';
import type { TableEngine } from '@ordbot/engine/strategy/tables.ts';
import { playDemoGame, type DemoGameOptions } from '../../server/demo/play.ts';

export type PersonGamesKind = 'PERSONS' | 'DEMO';

/** The demo's person: its strength (server/demo/choice.ts). */
export interface DemoProfile {
  name: 'demo';
  skill: number;
}

export type AnyRecordedGame = RecordedGame<PersonProfile | DemoProfile>;

/** The demo person's skill for a seed: 0.3..0.95, rounded to hundredths. */
export function demoSkill(seed: number): number {
  return Math.round((0.3 + 0.65 * mulberry32((seed ^ 0x3c6e_f372) >>> 0)()) * 100) / 100;
}

/** The demo game of a seed as recordedGames plays it: the standard board, no resign, no cheats. */
export function demoOptions(seed: number): DemoGameOptions {
  return {
    gameId: seed,
    player: { id: 1, name: 'Person' },
    skill: demoSkill(seed),
    startTime: 0,
    language: 'NO_B',
    seed,
    mayResign: false,
    cheatMoves: 0,
  };
}

function demoRecordedGame(lexicon: Words, seed: number): RecordedGame<DemoProfile> {
  const options = demoOptions(seed);
  const racks = new Map<number, string>();
  const game = playDemoGame(lexiconOf(lexicon), {
    ...options,
    onPersonRack: (moveNum, rack) => racks.set(moveNum, rack),
  });
  const moves: Move[] = game.moves.map((m) => ({ ...m, mainWord: m.mainWord ?? '' }));
  return {
    seed,
    profile: { name: 'demo', skill: options.skill },
    game: { language: 'NO_B', layout: STANDARD_BOARD, finished: game.finished, moves },
    personRacks: moves.map((m) => (m.playerMove ? (racks.get(m.moveNum) ?? null) : null)),
    playerScore: game.playerScore,
    botScore: game.botScore,
  };
}

/** One recorded game per seed, of the kind asked for (the engine's table is the PERSONS bot's). */
export function recordedGames(
  engine: TableEngine,
  seeds: readonly number[],
  kind: PersonGamesKind,
): AnyRecordedGame[] {
  return seeds.map((seed) =>
    kind === 'DEMO' ? demoRecordedGame(engine, seed) : playRecordedGame(engine, seed),
  );
}
