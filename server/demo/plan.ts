/**
 * The plan of a demo data set, before any game is played: who plays when, in which language, on
 * which board, which games are still going and which get cheat flags. Cheap to make, so the
 * expensive part (playing) can run in any order or in worker threads and still give the same data.
 */
import type { Language } from '../../core/enums.ts';
import { shuffleInPlace, type Rng } from '../../core/random.ts';
import type { DemoGameOptions } from './play.ts';
import { demoPlayers, growingTime, type DemoPlayer } from './players.ts';
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
  ongoing: 0.04,
  resign: 0.05,
  cheat: 0.012,
} as const;

/** The day a set is made (midnight UTC), so that runs on the same day give the same data. */
export function demoToday(now = new Date()): Date {
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
 * Copies take their moves, language and board from an engine-played game that runs to its end;
 * the sources are used in turn, so no game is copied much more often than another.
 */
function assignSources(planned: (PlannedGame & { copy: boolean })[], rng: Rng): void {
  const sources = shuffleInPlace(
    planned.flatMap((game, i) => (!game.copy && game.stopAfter === undefined ? [i] : [])),
    rng,
  );
  let next = 0;
  for (const game of planned) {
    if (!game.copy) continue;
    const index = sources[next++ % Math.max(1, sources.length)];
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
  const ongoingShare = Math.min(DEMO_SHARES.ongoing, MAX_ONGOING / Math.max(1, games));
  const planned: (PlannedGame & { copy: boolean })[] = [];
  for (let i = 0; i < games; i++) {
    const ongoing = rng() < ongoingShare;
    // Ongoing games started in the last ten days; finished ones at least a few hours ago.
    const startTime = ongoing
      ? to - intBetween(rng, 600, 10 * DAY)
      : Math.min(growingTime(rng, DEMO_FROM, to, 1.3), to - 4 * 3600);
    const player = picker.pick(rng, startTime);
    const random = rng() < DEMO_SHARES.random;
    const cheat = rng() < DEMO_SHARES.cheat;
    planned.push({
      gameId: 0,
      player: { id: player.id, name: player.name },
      skill: player.skill,
      startTime,
      language: pickLanguage(rng),
      ...(random ? { layoutSeed: mixSeed(seed, 500_000 + i) } : {}),
      seed: mixSeed(seed, 1_000_000 + i),
      ...(ongoing ? { stopAfter: intBetween(rng, 1, 20) } : {}),
      mayResign: rng() < DEMO_SHARES.resign,
      cheatMoves: cheat ? intBetween(rng, 1, 2) : 0,
      copy: rng() >= engineShare,
    });
  }
  planned.sort((a, b) => a.startTime - b.startTime || a.seed - b.seed);
  const ids = streamRng(seed, 11);
  const idBase = options.idBase ?? DEMO_GAME_ID_BASE;
  planned.forEach((game, i) => {
    game.gameId = idBase + i * 1000 + Math.floor(ids() * 1000);
  });
  assignSources(planned, streamRng(seed, 12));
  const count = new Map<number, number>();
  for (const game of planned) count.set(game.player.id, (count.get(game.player.id) ?? 0) + 1);
  const players = pool
    .filter((p) => count.has(p.id))
    .sort((a, b) => (count.get(b.id) as number) - (count.get(a.id) as number) || a.id - b.id);
  return { players, games: planned.map(({ copy: _copy, ...game }) => game) };
}
