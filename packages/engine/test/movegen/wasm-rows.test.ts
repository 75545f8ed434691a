/**
 * The endgame's move lists with the WebAssembly engine (packages/engine/movegen/wasm: searchRow, the rows'
 * hashes, the board brought up to date by the squares that changed) against the TypeScript
 * engine's: RowMoves along seeded walks of boards gives the same moves in the same order and
 * the same row hashes; on seeded endgames of engine self-play, the endgame's word list is
 * searched by the engine the full list was passed in with, and every turn of both racks' lists, in search
 * order, is the same along random lines of play to the end; solves agree to the position.
 */
import { describe, expect, it } from 'vitest';
import { notation } from '../../analysis/notation.ts';
import { SQUARES } from '@ordbot/contract/constants.ts';
import { MoveSearch } from '../../movegen/move-search.ts';
import { RowMoves } from '../../movegen/row-moves.ts';
import { resolveLayout } from '../../movegen/scoring.ts';
import type { Engine, Words } from '../../movegen/search-engine.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { WasmSearch } from '../../movegen/wasm/engine.ts';
import { mulberry32, randomInt } from '../../random.ts';
import { EndgameBoard } from '../../strategy/endgame/board.ts';
import { solveEndgame } from '../../strategy/endgame/solver.ts';
import { endgameLexicon } from '../../strategy/endgame/words.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { engineModule, fastEngine } from '../../node/wasm-engine.ts';
import { selfPlayEndgame } from '../strategy/self-play-endgame.ts';

const LANGUAGE = 'NO_B';
const LETTERS = [...'AEINRSTLKODGMUVFHPJBYØÅÆ'];
const RACKS = ['ERST?AN', 'KLØVER', 'Q', '??E', 'ÅPENT', 'IIUUYØÆ'];

describe('the endgame lists with the WebAssembly engine', () => {
  const lexicon = loadLexiconFile(LANGUAGE);
  const layout = resolveLayout(undefined);
  const played = (seed: number, turns: number) =>
    selfPlay(lexicon, { language: LANGUAGE, seed, maxTurns: turns, mode: 'fast' }).board;

  it('lists the same rows with the same hashes along a walk of boards', () => {
    const rng = mulberry32(78);
    const search = new WasmSearch(engineModule(), lexicon);
    const fast = new RowMoves(lexicon, 1_000_000, search);
    const reference = new RowMoves(lexicon);
    const ts = new MoveSearch(lexicon);
    const history: string[][] = [played(11, 10)];
    for (let step = 0; step < 200; step++) {
      let board = history[history.length - 1] as string[];
      const roll = rng();
      if (roll < 0.05) board = played(30 + step, 6 + randomInt(rng, 16));
      else if (roll < 0.35 && history.length > 1) {
        history.pop();
        board = history[history.length - 1] as string[];
      } else {
        board = board.slice();
        // Up to 30 squares: more than the module's update takes, so it fills anew now and then.
        for (let i = 1 + randomInt(rng, rng() < 0.1 ? 30 : 3); i > 0; i--) {
          const sq = randomInt(rng, SQUARES);
          const letter = LETTERS[randomInt(rng, LETTERS.length)] as string;
          if (board[sq] === '') board[sq] = rng() < 0.1 ? letter.toLowerCase() : letter;
        }
        history.push(board);
      }
      const rack = RACKS[randomInt(rng, RACKS.length)] as string;
      const expected = reference.moves(board, rack, layout, LANGUAGE);
      expect(fast.moves(board, rack, layout, LANGUAGE), `step ${step}, rack ${rack}`).toEqual(
        expected,
      );
      ts.prepare(board, layout, LANGUAGE, rack, null);
      for (const pass of [0, 1]) {
        expect([...search.rowHashes(pass)], `step ${step}`).toEqual([...ts.rowHashes(pass)]);
      }
    }
    expect(fast.searched).toBe(reference.searched);
    expect(fast.reused).toBe(reference.reused);
  }, 120_000);

  it('gives every turn of both racks in the same order along random lines of real endgames', () => {
    const wasm = fastEngine(lexicon);
    expect(wasm.kind).toBe('webassembly');
    let positions = 0;
    let turns = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const start = selfPlayEndgame(lexicon, seed);
      if (!start) continue;
      const position = { board: start.board, racks: start.racks };
      const words = endgameLexicon(wasm, start.board, start.racks) as Engine;
      expect(words.kind).toBe('webassembly');
      expect(words.newSearch()).toBeInstanceOf(WasmSearch);
      const fast = new EndgameBoard(words, position, LANGUAGE);
      const reference = new EndgameBoard(words.lexicon, position, LANGUAGE);
      const rng = mulberry32(seed);
      for (let ply = 0, side = 0; ply < 30; ply++, side = 1 - side) {
        const lists = [fast, reference].map((board) => {
          const list = board.turns(board.rack(side));
          const cursor = new Int32Array(list.rows.length);
          return Array.from({ length: list.count }, (_, k) => board.nextTurn(list, cursor, k));
        });
        const [mine, theirs] = lists as [(typeof lists)[0], (typeof lists)[0]];
        const shown = (list: typeof mine) =>
          list.map((p) => `${notation(p.move!)} ${p.points} ${p.rank} ${p.index}`);
        expect(shown(mine), `seed ${seed}, ply ${ply}`).toEqual(shown(theirs));
        for (const other of [fast, reference]) {
          const list = other.turns(other.rack(1 - side));
          expect(list.count).toBe(reference.turns(reference.rack(1 - side)).count);
        }
        positions++;
        turns += mine.length;
        if (mine.length === 0) break;
        const k = randomInt(rng, Math.min(mine.length, 6));
        fast.apply(mine[k]!, side);
        reference.apply(theirs[k]!, side);
        if (fast.rack(side) === '') break;
      }
    }
    expect(positions).toBeGreaterThan(30);
    expect(turns).toBeGreaterThan(300);
  }, 120_000);

  it('solves endgames to the same value, line and count of positions', () => {
    const wasm = fastEngine(lexicon);
    expect(wasm.kind).toBe('webassembly');
    for (const seed of [2, 3, 5]) {
      const start = selfPlayEndgame(lexicon, seed);
      if (!start) continue;
      const position = { ...start, language: LANGUAGE, spread: 0, passes: 0 } as const;
      const solve = (words: Words) => {
        const { nodes, spread, exact, best } = solveEndgame(words, position, {
          maxNodes: 5000,
        });
        return { nodes, spread, exact, line: best.map((ply) => `${ply.notation} ${ply.points}`) };
      };
      expect(solve(wasm), `seed ${seed}`).toEqual(solve(lexicon));
    }
  }, 120_000);
});
