/**
 * Demo players: Norwegian names as people pick them in Wordfeud (full names, 'KariN', 'ola85',
 * 'ordkongen'), ids like the game's own, and a playing profile that makes a few players very
 * active and most of them occasional. Everything comes from the seed.
 */
import type { Rng } from '@ordbot/engine/random.ts';
import type { PlayStyle } from './choice.ts';
import { intBetween, streamRng } from './random.ts';

function words(text: string): string[] {
  return text.split(' ');
}

const FIRST_NAMES = words(
  'Kari Ola Ingrid Lars Anne Per Marit Jon Liv Knut Solveig Bjørn Astrid Arne Randi Svein ' +
    'Hilde Terje Berit Geir Kristin Odd Tone Rune Wenche Trond Grete Morten Sissel Håkon Nina ' +
    'Eirik Silje Magnus Ida Sindre Nora Henrik Ragnhild Øystein Marte Espen Tuva Vegard Åse ' +
    'Kjetil Guro Stian Eli Tor Mari Sigurd Ragnar Synnøve Helge Turid Audun Gunn Frode Linn ' +
    'Jørgen Emma Jakob Sofie Emil Thea Sander Ingeborg Halvor Torunn Even Vibeke Tormod ' +
    'Gudrun Aksel Hege Leif Mona Petter Aud Dag',
);

const SURNAMES = words(
  'Nordmann Hansen Johansen Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen ' +
    'Karlsen Johnsen Pettersen Eriksen Berg Haugen Hagen Johannessen Andreassen Jacobsen Dahl ' +
    'Jørgensen Halvorsen Lund Henriksen Sørensen Moen Strand Solberg Bakken Kristoffersen ' +
    'Eide Lie Rasmussen Svendsen Myhre Holm Berge Aas Vik Ødegård Haug Bakke Nygård Sæther ' +
    'Lien Fjeld Rønning Tveit Aasen Brekke Bø',
);

const NICKNAMES = words(
  'ordkongen bokstavbaronen ordfeida skrabbel ordgyteren feudfrue ordjeger bingobestemor ' +
    'trippelord dobbelbokstav ordsmeden fjordfeud nordlys tyttebær multekongen brunost ' +
    'fjellrev bokorm ordmaskin lesehest kaffekoppen vaffeljern ordkløver strikkedama hyttekos ' +
    'snøfnugg skiløperen fiskeren bergenseren trønder nordlending sørlendingen stavanger ' +
    'ordfantomet bokstavsuppe kryssord ordrike spilleglad tøffingen ordblind',
);

const FORMATS: readonly ((rng: Rng) => string)[] = [
  (rng) => `${pick(rng, FIRST_NAMES)} ${pick(rng, SURNAMES)}`,
  (rng) => `${pick(rng, FIRST_NAMES)} ${pick(rng, SURNAMES)}`,
  (rng) => `${pick(rng, FIRST_NAMES)}${pick(rng, SURNAMES).charAt(0)}`,
  (rng) => `${pick(rng, FIRST_NAMES).toLowerCase()}${intBetween(rng, 50, 99)}`,
  (rng) => `${pick(rng, FIRST_NAMES)}${intBetween(rng, 1, 99)}`,
  (rng) => `${pick(rng, FIRST_NAMES).toLowerCase()}_${pick(rng, SURNAMES).toLowerCase()}`,
  (rng) => `${pick(rng, FIRST_NAMES)}${pick(rng, SURNAMES)}`,
  (rng) => pick(rng, NICKNAMES),
  (rng) => `${pick(rng, NICKNAMES)}${intBetween(rng, 1, 999)}`,
  (rng) => `${pick(rng, NICKNAMES)}_${pick(rng, FIRST_NAMES).toLowerCase()}`,
];

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

export interface DemoPlayer {
  id: number;
  name: string;
  /** Relative activity: a Pareto tail, so a few players have most of the games. */
  weight: number;
  /** 0..1: the player's strength (choice.ts), stable per player. */
  skill: number;
  /** HUMAN unless set; the plan makes a few players SOLVER (plan.ts SOLVER_RANKS). */
  style?: PlayStyle;
  /** Epoch seconds of the first and the last possible game. */
  joinTime: number;
  leaveTime: number;
}

export interface PlayerOptions {
  seed: number;
  count: number;
  /** Epoch seconds: the demo period. */
  from: number;
  to: number;
}

const YEAR = 365.25 * 24 * 3600;
/** The first few players play from the first day, so the earliest games have someone to play. */
const FOUNDERS = 8;

/** A point in [from, to] with density growing over the years (more players and games lately). */
export function growingTime(rng: Rng, from: number, to: number, exponent: number): number {
  const years = (to - from) / YEAR;
  const top = Math.pow(1 + years, exponent + 1) - 1;
  const t = Math.pow(1 + rng() * top, 1 / (exponent + 1)) - 1;
  return Math.min(to, Math.round(from + t * YEAR));
}

/** Unique names (case-insensitively: the player lookup by name ignores case). */
function uniqueNames(rng: Rng, count: number): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  while (names.length < count) {
    const base = pick(rng, FORMATS)(rng);
    const name = seen.has(base.toLowerCase()) ? `${base}${intBetween(rng, 2, 9999)}` : base;
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** Ids of 5 to 8 digits, spread evenly over the digit counts. */
function uniqueIds(rng: Rng, count: number): number[] {
  const seen = new Set<number>();
  while (seen.size < count) seen.add(Math.floor(Math.pow(10, 4 + rng() * 4)));
  return [...seen];
}

export function demoPlayers(options: PlayerOptions): DemoPlayer[] {
  const { count, from, to } = options;
  const names = uniqueNames(streamRng(options.seed, 1), count);
  const ids = uniqueIds(streamRng(options.seed, 2), count);
  const rng = streamRng(options.seed, 3);
  return names.map((name, i) => {
    const weight = Math.min(40, Math.pow(1 - rng(), -1 / 1.3));
    const joinTime = i < FOUNDERS ? from : growingTime(rng, from, to, 0.8);
    const stays = i < FOUNDERS || weight > 20 || rng() < 0.45;
    const leaveTime = stays
      ? to
      : Math.min(to, joinTime + Math.round((0.1 - Math.log(1 - rng()) * 3) * YEAR));
    const skill = Math.min(0.95, 0.3 + 0.55 * rng() + Math.min(0.15, weight / 400));
    return { id: ids[i] as number, name, weight, skill, joinTime, leaveTime };
  });
}
