/**
 * npx tsx scripts/simulate-runs.ts agreement|match|report [--minutes M] [--part i --parts n]
 * [--engine webassembly|typescript]: the simulation's resumable long measures
 * (tests/bench/simulate-runs.ts): the agreement of two 2,000-iteration runs on 100 demo
 * positions and the 1,000-game match of the simulating player against the equity player. Each
 * finished position or game is appended to its checkpoint under .tmp/bench/simulate-runs/ (not
 * in git); a run starts where the file ends and stops starting new items after --minutes.
 * `report` prints the figures so far; a full run's go to tests/bench/results/simulate-runs.md
 * with the commands. Long runs: `nice -n 19 npx tsx scripts/simulate-runs.ts match &`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { useSearch } from '@ordbot/engine/engine/search-registry.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { useWasmSearch } from '@ordbot/engine/node/wasm-engine.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import {
  AGREEMENT_FILE,
  AGREEMENT_POSITIONS,
  agreeOn,
  agreementPositions,
  formatRuns,
  jsonLines,
  MATCH_FILE,
  MATCH_GAMES,
  matchGame,
  resume,
  type AgreementLine,
  type MatchLine,
} from '../tests/bench/simulate-runs.ts';

const USAGE =
  'Usage: npx tsx scripts/simulate-runs.ts agreement|match|report [--minutes M] [--part i --parts n] [--engine webassembly|typescript]';

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      minutes: { type: 'string' },
      part: { type: 'string' },
      parts: { type: 'string' },
      engine: { type: 'string', default: 'webassembly' },
    },
  });
  const what = positionals[0];
  if (what === 'report') {
    console.log(formatRuns(jsonLines(AGREEMENT_FILE), jsonLines(MATCH_FILE)));
    return 0;
  }
  if (what !== 'agreement' && what !== 'match') {
    console.error(USAGE);
    return 2;
  }
  const lexicon = loadLexiconFile('NO_B');
  if (values.engine === 'typescript') useSearch(lexicon, null);
  else if (!useWasmSearch(lexicon)) return 1;
  const model = loadShippedModel('NO_B');
  if (!model) throw new Error('No NO_B strategy tables');
  const limits = {
    minutes: values.minutes === undefined ? Infinity : Number(values.minutes),
    part: Number(values.part ?? 0),
    parts: Number(values.parts ?? 1),
    onLine: (line: string) => console.error(line.slice(0, 200)),
  };
  if (what === 'agreement') {
    const positions = agreementPositions(() => lexicon);
    resume<AgreementLine>(
      AGREEMENT_FILE,
      Math.min(AGREEMENT_POSITIONS, positions.length),
      (line) => line.index,
      (i) => agreeOn(lexicon, model, positions[i]!, i),
      limits,
    );
  } else {
    resume<MatchLine>(
      MATCH_FILE,
      MATCH_GAMES,
      (line) => line.game,
      (g) => matchGame(lexicon, model, g),
      limits,
    );
  }
  console.log(formatRuns(jsonLines(AGREEMENT_FILE), jsonLines(MATCH_FILE)));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
