/**
 * The plan of a demo data set, before any game is played: who plays when, in which language, on
 * which board, which games are still going and which get cheat flags. Cheap to make, so the
 * expensive part (playing) can run in any order or in worker threads and still give the same data.
 */
import type { Language } from '@ordbot/contract/enums.ts';
import { shuffleInPlace, type Rng } from '@ordbot/engine/random.ts';
import type { DemoGameOptions } from './play.ts';
import { demoPlayers, growingTime, type DemoPlayer } from './players.ts';
import { parseDemoToday } from '../config.ts';
import { intBetween, mixSeed, streamRng, weightedPick } from './random.ts';

export interface DemoOptions {
  seed: number;
  games: number;
  /** The last day of the demo period (the day the data is made). */
  today: Date;
  /** How many players to draw from; ~300 by default. */
  players?: number;
  /**
   * The share of games the engine plays; the rest are recombined copies of those (other player,
   * start time and id), which cost nothing to make. 1 plays every game.
   */
  engineShare?: number;
  /** The first game id; ids grow by about 1000 per game. */
  idBase?: number;
}

/** A planned game: played by the engine, or a copy of the planned game `copyOf` (an index). */
export interface PlannedGame extends DemoGameOptions {
  copyOf?: number;
}

export interface DemoPlan {
  /** Every player that has at least one game, most active first. */
  players: DemoPlayer[];
  /** In start-time order; game ids grow with the start time, as the game's own do. */
  games: PlannedGame[];
}

export const DEMO_FROM = Date.UTC(2012, 0, 1) / 1000;
export const DEFAULT_DEMO_SEED = 2012;
export const DEFAULT_DEMO_GAMES = 2000;
export const DEFAULT_DEMO_PLAYERS = 370;
/** The default set: 60 % played by the engine, so it loads in seconds even on two cores. */
export const DEFAULT_ENGINE_SHARE = 0.6;
/** Demo game ids: base + 1000 per game in start-time order + a little noise. */
export const DEMO_GAME_ID_BASE = 300_000_000;

const DAY = 24 * 3600;
const MONTH = 30 * DAY;

const LANGUAGE_MIX: readonly { language: Language; weight: number }[] = [
  { language: 'NO_B', weight: 80 },
  { language: 'NO_NY', weight: 10 },
  { language: 'ENG_US', weight: 5 },
  { language: 'ENG_INT', weight: 5 },
];

export const DEMO_SHARES = {
  random: 0.1,
  resign: 0.05,
  /** Games of a solver-like player with cheat flags, and of a person (false positives). */
  solverCheat: 0.4,
  humanCheat: 0.004,
} as const;

/**
 * The demo players (by games, 0 = most) who play like a solver: not the demo accounts' players
 * (ranks 0-3), active enough for 100+ analysed moves in the default set, a few of ~370.
 */
export const SOLVER_RANKS: readonly number[] = [5, 9, 14, 20];

/** A player's last game is ongoing this often when it started in the last ONGOING_DAYS. */
const ONGOING_DAYS = 30;
const ONGOING_LAST = 0.7;
/** And the game before it, when that started in the last ONGOING_BOTH_DAYS, this often. */
const ONGOING_BOTH_DAYS = 10;
const ONGOING_BEFORE = 0.4;

/**
 * The last day of a demo set (midnight UTC): DEMO_TODAY when it is set (the tests fix it, so the
 * data does not depend on the day they run), otherwise the day the set is made, so that runs on
 * the same day give the same data.
 */
export function demoToday(
  now = new Date(),
  env: Record<string, string | undefined> = process.env,
): Date {
  const fixed = env.DEMO_TODAY?.trim();
  if (fixed) return parseDemoToday(fixed);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** At most this many ongoing games: a bot has a few hundred going at a time, not thousands. */
const MAX_ONGOING = 400;

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Picks the player of a game started at a time: someone active then, by activity. Players are
 * bucketed by month with cumulative weights, so large sets with thousands of players stay fast.
 */
export class PlayerPicker {
  private readonly buckets = new Map<number, { players: DemoPlayer[]; cumulative: number[] }>();

  constructor(private readonly players: readonly DemoPlayer[]) {}

  pick(rng: Rng, time: number): DemoPlayer {
    const month = Math.floor((time - DEMO_FROM) / MONTH);
    let bucket = this.buckets.get(month);
    if (!bucket) {
      const at = DEMO_FROM + month * MONTH;
      let active = this.players.filter((p) => p.joinTime <= at + MONTH && p.leaveTime >= at);
      if (active.length === 0) active = [...this.players];
      let sum = 0;
      bucket = { players: active, cumulative: active.map((p) => (sum += p.weight)) };
      this.buckets.set(month, bucket);
    }
    const { cumulative, players } = bucket;
    const target = rng() * (cumulative[cumulative.length - 1] as number);
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return players[lo] as DemoPlayer;
  }
}

export function pickLanguage(rng: Rng): Language {
  return weightedPick(rng, LANGUAGE_MIX, (l) => l.weight).language;
}

/**
 * Copies take their moves, language and board from an engine-played game that runs to its end,
 * played in the same style (a solver's game is copied only to a solver, a person's only to a
 * person, so each player's moves stay theirs in kind); the sources are used in turn, so no game
 * is copied much more often than another.
 */
function assignSources(planned: Planned[], rng: Rng): void {
  const styleOf = (game: Planned) => game.style ?? 'HUMAN';
  const sources = new Map<string, number[]>();
  const next = new Map<string, number>();
  planned.forEach((game, i) => {
    if (game.copy || game.stopAfter !== undefined) return;
    sources.set(styleOf(game), [...(sources.get(styleOf(game)) ?? []), i]);
  });
  for (const list of sources.values()) shuffleInPlace(list, rng);
  for (const game of planned) {
    if (!game.copy) continue;
    const style = styleOf(game);
    const list = sources.get(style) ?? [];
    const turn = next.get(style) ?? 0;
    next.set(style, turn + 1);
    const index = list[turn % Math.max(1, list.length)];
    const source = index === undefined ? undefined : planned[index];
    if (index === undefined || !source) {
      game.copy = false;
      continue;
    }
    game.copyOf = index;
    game.language = source.language;
    if (source.layoutSeed === undefined) delete game.layoutSeed;
    else game.layoutSeed = source.layoutSeed;
  }
}

type Planned = PlannedGame & { copy: boolean };

/**
 * The bot flags suspected cheats by a heuristic of its own: mostly in a solver's games (not all
 * of them, nor all their moves), and now and then a person's best move (a false positive).
 */
function flagCheats(planned: Planned[], rng: Rng): void {
  for (const game of planned) {
    if (game.style === 'SOLVER') {
      game.cheatMoves = rng() < DEMO_SHARES.solverCheat ? intBetween(rng, 1, 3) : 0;
    } else {
      game.cheatMoves = rng() < DEMO_SHARES.humanCheat ? 1 : 0;
    }
  }
}

/**
 * Ongoing games are a player's newest: the last game, when it started in the last few weeks, is
 * often still going, and now and then the one before it when both are recent. So the ongoing
 * games are part of the set (no extra games at the end of the monthly chart) and a player's own
 * list shows at most one or two. They are played by the engine (a copy is a finished game cut
 * short, below), and at least one is on a random board (the games list's filters show one).
 */
function markOngoing(planned: Planned[], to: number, rng: Rng): void {
  const newest = new Map<number, Planned[]>();
  for (let i = planned.length - 1; i >= 0; i--) {
    const game = planned[i] as Planned;
    const list = newest.get(game.player.id) ?? [];
    if (list.length < 2) newest.set(game.player.id, [...list, game]);
  }
  const ongoing: Planned[] = [];
  for (const [last, before] of newest.values()) {
    if (!last || to - last.startTime > ONGOING_DAYS * DAY || rng() >= ONGOING_LAST) continue;
    ongoing.push(last);
    if (before && to - before.startTime <= ONGOING_BOTH_DAYS * DAY && rng() < ONGOING_BEFORE) {
      ongoing.push(before);
    }
  }
  ongoing.sort((a, b) => b.startTime - a.startTime);
  for (const game of ongoing.slice(0, MAX_ONGOING)) {
    game.stopAfter = intBetween(rng, 2, 20);
    game.copy = false;
  }
  const first = ongoing[0];
  if (first && !ongoing.some((g) => g.layoutSeed !== undefined)) {
    first.layoutSeed = mixSeed(first.seed, 500_000);
  }
}

/** Same options, same plan. */
export function planDemo(options: DemoOptions): DemoPlan {
  const { seed, games } = options;
  const to = epochSeconds(options.today);
  const pool = demoPlayers({
    seed,
    count: options.players ?? DEFAULT_DEMO_PLAYERS,
    from: DEMO_FROM,
    to,
  });
  const picker = new PlayerPicker(pool);
  const rng = streamRng(seed, 10);
  const engineShare = options.engineShare ?? DEFAULT_ENGINE_SHARE;
  const planned: Planned[] = [];
  for (let i = 0; i < games; i++) {
    // Finished at least a few hours ago; the newest games may be made ongoing below.
    const startTime = Math.min(growingTime(rng, DEMO_FROM, to, 1.3), to - 4 * 3600);
    const player = picker.pick(rng, startTime);
    const random = rng() < DEMO_SHARES.random;
    planned.push({
      gameId: 0,
      player: { id: player.id, name: player.name },
      skill: player.skill,
      startTime,
      language: pickLanguage(rng),
      ...(random ? { layoutSeed: mixSeed(seed, 500_000 + i) } : {}),
      seed: mixSeed(seed, 1_000_000 + i),
      mayResign: rng() < DEMO_SHARES.resign,
      cheatMoves: 0,
      copy: rng() >= engineShare,
    });
  }
  planned.sort((a, b) => a.startTime - b.startTime || a.seed - b.seed);
  const ids = streamRng(seed, 11);
  const idBase = options.idBase ?? DEMO_GAME_ID_BASE;
  planned.forEach((game, i) => {
    game.gameId = idBase + i * 1000 + Math.floor(ids() * 1000);
  });
  const count = new Map<number, number>();
  for (const game of planned) count.set(game.player.id, (count.get(game.player.id) ?? 0) + 1);
  const players = pool
    .filter((p) => count.has(p.id))
    .sort((a, b) => (count.get(b.id) as number) - (count.get(a.id) as number) || a.id - b.id);
  const solvers = new Set(SOLVER_RANKS.flatMap((rank) => players[rank]?.id ?? []));
  for (const game of planned) if (solvers.has(game.player.id)) game.style = 'SOLVER';
  flagCheats(planned, streamRng(seed, 13));
  markOngoing(planned, to, streamRng(seed, 14));
  assignSources(planned, streamRng(seed, 12));
  return {
    players: players.map((p) => (solvers.has(p.id) ? { ...p, style: 'SOLVER' as const } : p)),
    games: planned.map(({ copy: _copy, ...game }) => game),
  };
}
