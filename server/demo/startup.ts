/**
 * Demo data on start (docs/architecture.md: an empty database gets demo data, clearly labelled).
 * Before the server listens the demo accounts are made, so they exist as soon as it answers;
 * the games load after it listens, so the site answers at once and fills up while the log shows
 * progress; when npm start is still building a word list the games need (in the background, the
 * default language first), the load waits for it. A note in DATA_DIR (demo-load.json) holds the plan's seed, size and day while the
 * load runs: a load cut short (the process stopped) goes on at the next start where it stopped.
 */
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { lexiconBuilding, whenLexiconBuilt } from '@ordbot/engine/node/lexicon-files.ts';
import type { Config } from '../config.ts';
import { describeDemoAccounts, ensureDemoPlayers, createDemoAccounts } from './accounts.ts';
import { isDatabaseEmpty, loadDemoData } from './load.ts';
import {
  DEFAULT_DEMO_GAMES,
  DEFAULT_DEMO_SEED,
  demoToday,
  planDemo,
  type DemoPlan,
} from './plan.ts';

const NOTE_FILE = 'demo-load.json';

interface LoadNote {
  seed: number;
  games: number;
  /** The plan's last day, ISO: the same plan on a later day. */
  today: string;
}

/** The note's place; none for a database in memory (nothing to go on with). */
function notePath(config: Pick<Config, 'dataDir'>): string | null {
  return config.dataDir.startsWith('memory://') ? null : path.join(config.dataDir, NOTE_FILE);
}

function readNote(file: string | null): LoadNote | null {
  if (!file) return null;
  try {
    const note = JSON.parse(fs.readFileSync(file, 'utf8')) as LoadNote;
    return Number.isInteger(note.seed) &&
      Number.isInteger(note.games) &&
      !isNaN(Date.parse(note.today))
      ? note
      : null;
  } catch {
    return null;
  }
}

/** A demo load decided on before the server listens; its accounts exist already. */
export interface DemoStart {
  plan: DemoPlan;
  /** True when an earlier load was cut short: its stored games are left out. */
  resumed: boolean;
  note: string | null;
}

/**
 * Decides whether demo data loads (DEMO_DATA on, and an empty database or a load cut short) and
 * makes the demo accounts and their players first. Null: no demo load. Never throws.
 */
export async function prepareDemoData(app: FastifyInstance): Promise<DemoStart | null> {
  const { config, db } = app.ctx;
  try {
    if (!config.demoData) return null;
    const file = notePath(config);
    const earlier = readNote(file);
    if (!earlier && !(await isDatabaseEmpty(db))) return null;
    const note: LoadNote = earlier ?? {
      seed: DEFAULT_DEMO_SEED,
      games: DEFAULT_DEMO_GAMES,
      today: (config.demoToday ?? demoToday()).toISOString(),
    };
    if (file) {
      // With DATABASE_URL nothing else writes to DATA_DIR: it may not exist yet.
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(note)}\n`);
    }
    const plan = planDemo({ seed: note.seed, games: note.games, today: new Date(note.today) });
    const linked = plan.players.slice(0, 4);
    await ensureDemoPlayers(db, linked);
    const accounts = await createDemoAccounts(
      db,
      plan.players.map((p) => p.id),
    );
    app.log.info(
      earlier
        ? 'The last demo load was cut short: going on where it stopped'
        : 'Empty database: loading DEMO data (DEMO_DATA=0 turns this off)',
    );
    console.log(`\n${describeDemoAccounts(accounts)}\n`);
    return { plan, resumed: earlier !== null, note: file };
  } catch (err) {
    app.log.error({ err }, 'Preparing the demo data failed');
    return null;
  }
}

/** Loads the demo games prepared by prepareDemoData, then drops the note; never throws. */
export async function loadDemoDataOnStart(
  app: FastifyInstance,
  start: DemoStart | null,
): Promise<void> {
  if (!start) return;
  try {
    await lexiconsOfPlan(app, start.plan);
    const result = await loadDemoData(app.ctx, {
      plan: start.plan,
      skipStored: start.resumed,
      log: (message) => app.log.info(message),
    });
    if (start.note) fs.rmSync(start.note, { force: true });
    app.log.info(
      `Demo data: ${result.games} games, ${result.moves} moves, ${result.players} players ` +
        `loaded in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } catch (err) {
    app.log.error({ err }, 'Loading the demo data failed: the next start goes on with it');
  }
}

/** Waits for the word lists of the plan's games that are being built (npm start, the background). */
async function lexiconsOfPlan(app: FastifyInstance, plan: DemoPlan): Promise<void> {
  const languages = [...new Set(plan.games.map((game) => game.language))];
  const building = languages.filter((language) => lexiconBuilding(language));
  if (building.length === 0) return;
  const started = performance.now();
  app.log.info(`Demo data: waiting for the word lists being built (${building.join(', ')})`);
  await Promise.all(building.map((language) => whenLexiconBuilt(language)));
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  app.log.info(`Demo data: the word lists are there after ${secs} s`);
}
