/**
 * The practice check as the browser runs it, bundled by practice.bench.ts (esbuild) for a page and
 * a dedicated Worker: core checkPlacement on positions handed in, each call timed where it runs.
 * The same code as workers/practice.ts's check with the word list loaded.
 */
import { checkPlacement, type KnownTiles } from '@ordbot/engine/analysis/practice.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { TileInput } from '@ordbot/engine/movegen/placement.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { heuristicLeave } from '@ordbot/engine/strategy/heuristic.ts';
import type { StrategyModel } from '@ordbot/engine/strategy-model.ts';

export interface BenchPosition {
  board: string[];
  tiles: TileInput[];
  known: KnownTiles;
}

const GAME = { language: 'NO_B', layout: STANDARD_BOARD } as const;

/** The hand-made leave as a model, for the cost of rating every placement by equity. */
export const HEURISTIC: StrategyModel = {
  version: 'heuristic',
  language: 'NO_B',
  leaveValue: (tiles) => heuristicLeave(tiles, 'NO_B'),
  winChance: () => 0.5,
};

let lexicon: Lexicon | undefined;
let positions: BenchPosition[] = [];
let next = 0;

/** Loads the word list and the positions. */
function init(bytes: ArrayBuffer, list: BenchPosition[]): void {
  lexicon = Lexicon.fromBytes(bytes);
  positions = list;
}

/** Checks the next position's played move (a first check: every placement ranked); ms taken. */
export function checkNext(byEquity: boolean, words = lexicon): number {
  const position = positions[next++ % positions.length] as BenchPosition;
  const engine = engineWith(words as Lexicon, byEquity ? HEURISTIC : null);
  const start = performance.now();
  checkPlacement(engine, position.board, position.tiles, position.known, GAME);
  return performance.now() - start;
}

/** Node runs the same check on positions it holds. */
export function usePositions(list: BenchPosition[]): void {
  positions = list;
}

type Message = { init: [ArrayBuffer, BenchPosition[]] } | { check: boolean };

const scope = globalThis as unknown as {
  __practiceBench?: { init: typeof init; checkNext: typeof checkNext };
  importScripts?: unknown;
  onmessage?: (event: MessageEvent<Message>) => void;
  postMessage?: (value: number) => void;
};
if (typeof scope.importScripts === 'function') {
  // In a dedicated Worker: answers each message with the check's time (0 after init).
  scope.onmessage = ({ data }) => {
    if ('init' in data) {
      init(...data.init);
      scope.postMessage?.(0);
    } else scope.postMessage?.(checkNext(data.check));
  };
} else if (typeof window !== 'undefined') {
  scope.__practiceBench = { init, checkNext };
}
