/**
 * npx tsx scripts/simulate-runs.ts agreement|match|report|summary [--minutes M] [--part i
 * --parts n] [--engine webassembly|typescript] [--sim-seed S --first-seed F] [--games N]: the
 * simulation's resumable long measures (tests/bench/simulate-runs.ts): the agreement of two
 * 2,000-iteration runs on 100 demo positions and the 1,000-game match of the simulating player
 * against the equity player, game g from seed F + g (1000), the simulating player's seed S (5).
 * Each finished position or game is appended to its checkpoint under .tmp/bench/simulate-runs/
 * (not in git); a run starts where the file ends and stops starting new items after --minutes.
 * `report` prints the figures so far of every seed set, `summary` writes them to
 * tests/bench/simulate-runs/match-seeds.json; a full run's figures go to
 * tests/bench/results/simulate-runs.md with the commands. Long runs:
 * `nice -n 19 npx tsx scripts/simulate-runs.ts match --sim-seed 41 --first-seed 730000 &`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { fastEngine } from '@ordbot/engine/node/wasm-engine.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import {
  AGREEMENT_FILE,
  AGREEMENT_POSITIONS,
  agreeOn,
  agreementPositions,
  formatRuns,
  jsonLines,
  formatMatch,
  MATCH_GAMES,
  MATCH_SUMMARY_FILE,
  matchFile,
  matchGame,
  matchSets,
  matchSetSummary,
  resume,
  type AgreementLine,
  type MatchLine,
} from '../tests/bench/simulate-runs.ts';

const USAGE =
  'Usage: npx tsx scripts/simulate-runs.ts agreement|match|report|summary [--minutes M] [--part i --parts n] [--engine webassembly|typescript] [--sim-seed S --first-seed F] [--games N]';

/** Every seed set's match line, the agreement's first. */
function report(): string {
  const lines = matchSets().map((seeds) => formatMatch(seeds, jsonLines(matchFile(seeds))));
  const agreement = formatRuns(jsonLines(AGREEMENT_FILE), []).split('\n')[0]!;
  return [agreement, ...lines].join('\n');
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      minutes: { type: 'string' },
      part: { type: 'string' },
      parts: { type: 'string' },
      engine: { type: 'string', default: 'webassembly' },
      'sim-seed': { type: 'string', default: '5' },
      'first-seed': { type: 'string', default: '1000' },
      games: { type: 'string', default: String(MATCH_GAMES) },
    },
  });
  const what = positionals[0];
  if (what === 'report') {
    console.log(report());
    return 0;
  }
  if (what === 'summary') {
    const sets = matchSets().map((seeds) => matchSetSummary(seeds, jsonLines(matchFile(seeds))));
    const summary = {
      what: "the simulating player (top 5, 200 iterations of 2 plies) against the plain equity player, NO_B, alternating who starts, game g from seed firstSeed + g; share of games won (draws half) with Wilson's 95 % interval, in %",
      command:
        'nice -n 15 npx tsx scripts/simulate-runs.ts match --sim-seed S --first-seed F [--minutes M]; then npx tsx scripts/simulate-runs.ts summary',
      written: new Date().toISOString(),
      sets: sets.filter((set) => set.games > 0),
    };
    fs.writeFileSync(MATCH_SUMMARY_FILE, JSON.stringify(summary, null, 2) + '\n');
    console.log(report());
    return 0;
  }
  if (what !== 'agreement' && what !== 'match') {
    console.error(USAGE);
    return 2;
  }
  const words = loadLexiconFile('NO_B');
  const wasm = values.engine === 'typescript' ? null : fastEngine(words);
  if (wasm && wasm.kind !== 'webassembly') return 1;
  const model = loadShippedModel('NO_B');
  if (!model) throw new Error('No NO_B strategy tables');
  // The chosen search over the words, with the shipped tables the simulation plays by.
  const engine = engineWith(wasm ?? words, model);
  const limits = {
    minutes: values.minutes === undefined ? Infinity : Number(values.minutes),
    part: Number(values.part ?? 0),
    parts: Number(values.parts ?? 1),
    onLine: (line: string) => console.error(line.slice(0, 200)),
  };
  if (what === 'agreement') {
    const positions = agreementPositions(() => engine);
    resume<AgreementLine>(
      AGREEMENT_FILE,
      Math.min(AGREEMENT_POSITIONS, positions.length),
      (line) => line.index,
      (i) => agreeOn(engine, positions[i]!, i),
      limits,
    );
  } else {
    const seeds = { simSeed: Number(values['sim-seed']), firstSeed: Number(values['first-seed']) };
    console.error(
      `match: game g from seed ${seeds.firstSeed} + g, the simulating player's seed ${seeds.simSeed}, checkpoint ${matchFile(seeds)}`,
    );
    resume<MatchLine>(
      matchFile(seeds),
      Number(values.games),
      (line) => line.game,
      (g) => matchGame(engine, g, seeds),
      limits,
    );
  }
  console.log(report());
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
