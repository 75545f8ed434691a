/**
 * npx tsx scripts/game-hashes.ts [--out file] [--compare file]: hashes of seeded games played
 * through every caller of the game's turn rules (packages/engine/game-state.ts): self-play
 * (engine/self-play.ts), the engine players' matches (strategy/play.ts playGame), the recorded
 * person games (strategy/persons.ts), the demo's games (server/demo/play.ts), the simulation's
 * play-outs and a simulating player's game (strategy/simulation/simulate.ts, player.ts). Each item
 * is the sha-256 of its result's JSON, so a change of the rules shows as the items it changes.
 * Self-play's items are also hashed without their scores ('…:moves'), to tell a change of the
 * final scores from a change of the game. --compare prints each item that differs from a saved
 * run; --out writes this run's hashes. About two minutes on one core.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { selfPlay } from '@ordbot/engine/movegen/self-play.ts';
import { heuristicCounts } from '@ordbot/engine/strategy/heuristic.ts';
import { playRecordedGame } from '@ordbot/engine/strategy/persons.ts';
import { playGame, type Player, type TurnRecord } from '@ordbot/engine/strategy/play.ts';
import {
  equityPlayer,
  playIterations,
  prepareSimulation,
  simulateSetup,
  unseenFor,
  type SimulationPosition,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import { simulatingPlayer } from '@ordbot/engine/strategy/simulation/player.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { playDemoGame } from '../server/demo/play.ts';
import { demoOptions } from '../tests/bench/person-games.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, compare: { type: 'string' } },
});

const hash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
const hashes: Record<string, string> = {};
const put = (key: string, value: unknown) => {
  hashes[key] = hash(value);
};

const LANGUAGE = 'NO_B';
const lexicon = loadLexiconFile(LANGUAGE);
const model = loadShippedModel(LANGUAGE)!;
/** The lexicon with the shipped tables: what the persons and the simulation run on. */
const engine = engineWith(lexicon, model);
const started = Date.now();
const lap = (what: string) =>
  console.error(`${what}: ${((Date.now() - started) / 1000).toFixed(0)} s`);

// Self-play: NO_B fast games to the end, a few best-move games, and a one-word lexicon whose
// games swap and pass.
for (let seed = 1; seed <= 20; seed++) {
  const game = selfPlay(lexicon, { language: LANGUAGE, seed, maxTurns: 200, mode: 'fast' });
  put(`selfPlay fast ${seed}`, game);
  put(`selfPlay fast ${seed}:moves`, { turns: game.turns, board: game.board });
}
for (let seed = 1; seed <= 3; seed++) {
  const game = selfPlay(lexicon, { language: LANGUAGE, seed, maxTurns: 200 });
  put(`selfPlay best ${seed}`, game);
  put(`selfPlay best ${seed}:moves`, { turns: game.turns, board: game.board });
}
const tiny = Lexicon.fromWords(['qi', 'za', 'ax'], 'abcdefghijklmnopqrstuvwxyz');
for (let seed = 1; seed <= 5; seed++) {
  const game = selfPlay(tiny, { language: 'ENG_US', seed, maxTurns: 200 });
  put(`selfPlay tiny ${seed}`, game);
  put(`selfPlay tiny ${seed}:moves`, { turns: game.turns, board: game.board });
}
lap('self-play');

// The engine players' matches, every turn record included.
const greedy: Player = { name: 'greedy', leaves: null };
const heuristic: Player = { name: 'heuristic', leaves: heuristicCounts(LANGUAGE) };
const equity = equityPlayer(model);
const matches: [string, readonly [Player, Player], number[]][] = [
  ['heuristic-greedy', [heuristic, greedy], [1, 2, 3, 4, 5, 6]],
  ['equity-equity', [equity, equity], [1, 2, 3, 4, 5, 6]],
  ['greedy-greedy', [greedy, greedy], [5, 7]],
];
for (const [name, players, seeds] of matches) {
  for (const seed of seeds) {
    const turns: TurnRecord[] = [];
    const result = playGame(lexicon, players, seed, { language: LANGUAGE }, (t) => turns.push(t));
    put(`playGame ${name} ${seed}`, { result, turns });
  }
}
const tinyPlayers: [Player, Player] = [
  { name: 'greedy', leaves: null },
  { name: 'greedy', leaves: null },
];
for (let seed = 1; seed <= 3; seed++) {
  const turns: TurnRecord[] = [];
  const result = playGame(tiny, tinyPlayers, seed, { language: 'ENG_US' }, (t) => turns.push(t));
  put(`playGame tiny ${seed}`, { result, turns });
}
lap('playGame');

// The recorded person games.
for (let seed = 1; seed <= 10; seed++) {
  put(`playRecordedGame ${seed}`, playRecordedGame(engine, seed));
}
put('playRecordedGame 14', playRecordedGame(engine, 14));
lap('persons');

// The demo: the recorded games' options, and games with resigns, a random board and a stop.
for (let seed = 1; seed <= 6; seed++) put(`demo ${seed}`, playDemoGame(lexicon, demoOptions(seed)));
for (let seed = 7; seed <= 10; seed++) {
  const options = { ...demoOptions(seed), mayResign: true, cheatMoves: 2, skill: 0.2 };
  put(`demo resign ${seed}`, playDemoGame(lexicon, options));
}
put('demo random board', playDemoGame(lexicon, { ...demoOptions(11), layoutSeed: 5 }));
put('demo solver', playDemoGame(lexicon, { ...demoOptions(12), style: 'SOLVER' }));
put('demo stopped', playDemoGame(lexicon, { ...demoOptions(13), stopAfter: 17 }));
lap('demo');

// The simulation: positions of equity self-play early, late and with an empty bag.
function positions(seed: number): [string, SimulationPosition][] {
  const turns: TurnRecord[] = [];
  playGame(lexicon, [equity, equity], seed, { language: LANGUAGE }, (t) => turns.push(t));
  const at = (label: string, t: TurnRecord | undefined): [string, SimulationPosition][] =>
    t
      ? [
          [
            label,
            {
              language: LANGUAGE,
              board: t.board,
              rack: t.rack,
              unseen: unseenFor(t.board, t.rack, LANGUAGE),
              spread: t.spread,
              opponentTiles: t.opponentTiles,
            },
          ],
        ]
      : [];
  return [
    ...at('early', turns[4]),
    ...at(
      'bag 8-14',
      turns.find((t) => t.bagSize <= 14 && t.bagSize >= 8),
    ),
    ...at(
      'bag 1-7',
      turns.find((t) => t.bagSize <= 7 && t.bagSize > 0),
    ),
    ...at(
      'bag 0',
      turns.find((t) => t.bagSize === 0),
    ),
  ];
}
for (const seed of [1, 2, 3]) {
  for (const [label, position] of positions(seed)) {
    for (const plies of [2, 5]) {
      const setup = prepareSimulation(engine, position, { seed: 7, plies });
      const batch = playIterations(engine, setup, 0, 25);
      put(`simulate ${seed} ${label} plies ${plies}`, { setup, batch });
    }
    const setup = prepareSimulation(engine, position, { seed: 3 });
    const result = simulateSetup(engine, setup, { iterations: 100, stop: 'early' });
    put(`simulate ${seed} ${label} ranking`, result);
  }
}
lap('simulate');
const simulating = simulatingPlayer(engine, { language: LANGUAGE, iterations: 20 });
for (const seed of [1, 2]) {
  const turns: TurnRecord[] = [];
  const players: [Player, Player] = [simulating, equity];
  const result = playGame(lexicon, players, seed, { language: LANGUAGE }, (t) => turns.push(t));
  put(`simulating player ${seed}`, { result, turns });
}
lap('simulating player');

if (values.out) fs.writeFileSync(values.out, `${JSON.stringify(hashes, null, 2)}\n`);
if (values.compare) {
  const saved = JSON.parse(fs.readFileSync(values.compare, 'utf8')) as Record<string, string>;
  const keys = new Set([...Object.keys(saved), ...Object.keys(hashes)]);
  let same = 0;
  for (const key of keys) {
    if (saved[key] === hashes[key]) same++;
    else console.log(`differs: ${key} (${saved[key] ?? 'none'} -> ${hashes[key] ?? 'none'})`);
  }
  console.log(`${same} of ${keys.size} items equal`);
} else {
  console.log(`${Object.keys(hashes).length} items hashed`);
}
