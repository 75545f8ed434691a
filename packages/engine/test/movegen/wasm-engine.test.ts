/**
 * The WebAssembly engine (packages/engine/movegen/wasm) against the TypeScript reference on the real NO_B
 * word list: on 510 seeded positions per blank count (0, 1, 2 blanks on a 7-tile rack; mid-game
 * boards of engine self-play, racks drawn from the unseen tiles), every placement of the full
 * enumeration with its score in the same order, the best 10 by equity (the hand-made leave)
 * with the same equities, and the best swap. A module that cannot load falls back to the
 * TypeScript engine and says so.
 */
import { describe, expect, it } from 'vitest';
import { loadMoveEngine, typescriptEngine } from '../../movegen/move-engine.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { mulberry32, randomInt, shuffleInPlace } from '../../random.ts';
import { heuristicCounts } from '../../strategy/heuristic.ts';
import { BLANK, unseenTiles } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { engineModule, moveEngine } from '../../node/wasm-engine.ts';

const LANGUAGE = 'NO_B';
const BOARDS = 85;
const RACKS_PER_BOARD = 6;
const leaves = heuristicCounts(LANGUAGE);

describe('the WebAssembly move engine', () => {
  const lexicon = loadLexiconFile(LANGUAGE);
  const ts = typescriptEngine(lexicon);
  const wasm = moveEngine(lexicon, (message) => {
    throw new Error(message);
  });

  it('loads the module and its word graph', () => {
    expect(wasm.kind).toBe('webassembly');
    const sizes = wasm.sizes();
    // One mask word per node beside the lexicon's edges.
    expect(sizes?.graphBytes).toBeGreaterThan(lexicon.edges.length * 4);
    expect(sizes?.graphBytes).toBeLessThan(lexicon.edges.length * 8);
  });

  for (const blanks of [0, 1, 2]) {
    it(`finds the same moves as the TypeScript engine, ${blanks} blank(s), ${BOARDS * RACKS_PER_BOARD} positions`, () => {
      let positions = 0;
      let moves = 0;
      for (let b = 0; b < BOARDS; b++) {
        const seed = 40_000 + blanks * 1000 + b;
        const rng = mulberry32(seed);
        const { board } = selfPlay(lexicon, {
          language: LANGUAGE,
          seed,
          maxTurns: randomInt(rng, 24),
          mode: 'fast',
        });
        const pool: string[] = [];
        for (const tile of unseenTiles(board, LANGUAGE).tiles) {
          if (tile.letter !== BLANK) for (let i = 0; i < tile.count; i++) pool.push(tile.letter);
        }
        for (let r = 0; r < RACKS_PER_BOARD; r++) {
          shuffleInPlace(pool, rng);
          const rack = pool.slice(0, 7 - blanks).join('') + BLANK.repeat(blanks);
          const options = { language: LANGUAGE } as const;
          const all = ts.generateMoves(board, rack, options);
          const same = wasm.generateMoves(board, rack, options);
          // toEqual on thousands of moves is slow to report; compare them as text first.
          if (JSON.stringify(same) !== JSON.stringify(all)) expect(same).toEqual(all);
          const ranked = { language: LANGUAGE, leaves } as const;
          expect(wasm.topMoves(board, rack, ranked, 10)).toEqual(
            ts.topMoves(board, rack, ranked, 10),
          );
          if (r === 0) {
            expect(wasm.topMovesAndSwap(board, rack, ranked, 5)).toEqual(
              ts.topMovesAndSwap(board, rack, ranked, 5),
            );
            expect(wasm.allMovesByEquity(board, rack, ranked, 20)).toEqual(
              ts.allMovesByEquity(board, rack, ranked, 20),
            );
          }
          positions++;
          moves += all.length;
        }
      }
      expect(positions).toBeGreaterThanOrEqual(500);
      // The positions are not trivial: thousands of placements each on average with blanks.
      expect(moves / positions).toBeGreaterThan(blanks === 0 ? 100 : 1000);
    }, 600_000);
  }

  it('answers a board that changes between calls and an empty board', () => {
    const { board } = selfPlay(lexicon, { language: LANGUAGE, seed: 3, maxTurns: 6, mode: 'fast' });
    const empty = new Array<string>(225).fill('');
    for (const b of [board, empty, board, board]) {
      expect(wasm.generateMoves(b, 'ERST?EA', { language: LANGUAGE })).toEqual(
        ts.generateMoves(b, 'ERST?EA', { language: LANGUAGE }),
      );
    }
    expect(wasm.generateMoves(board, '', { language: LANGUAGE })).toEqual([]);
  });

  it('falls back to the TypeScript engine and logs why when the module cannot load', () => {
    const logged: string[] = [];
    const broken = loadMoveEngine(
      lexicon,
      () => new Uint8Array([0, 97, 115, 109, 9]),
      (m) => logged.push(m),
    );
    expect(broken.kind).toBe('typescript');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/WebAssembly move engine did not load/);
    const missing = loadMoveEngine(
      lexicon,
      () => engineModule('/nonexistent/engine.wasm'),
      (m) => logged.push(m),
    );
    expect(missing.kind).toBe('typescript');
    expect(logged[1]).toMatch(/missing/);
    const rack = 'ENTRE?S';
    expect(broken.topMoves(Array(225).fill(''), rack, { language: LANGUAGE }, 3)).toEqual(
      ts.topMoves(Array(225).fill(''), rack, { language: LANGUAGE }, 3),
    );
  });
});
