/**
 * The top-N search (packages/engine/movegen/shadow.ts) against the full enumeration on the real NO_B word
 * list: on 1,010 seeded positions (mid-game boards of engine self-play, racks drawn from the
 * unseen tiles, 0, 1 and 2 blanks), the best 10 by equity (the hand-made leave) and by points
 * are the same moves in the same order, ties as docs/analysis.md orders them.
 */
import { describe, expect, it } from 'vitest';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { parseBoardText } from '../../movegen/board-text.ts';
import { allMovesByEquity, topMoves, topMovesAndSwap } from '../../movegen/movegen.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { mulberry32, randomInt, shuffleInPlace } from '../../random.ts';
import { heuristicCounts } from '../../strategy/heuristic.ts';
import { BLANK, unseenTiles } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';

const LANGUAGE = 'NO_B';
const leaves = heuristicCounts(LANGUAGE);

interface Position {
  board: readonly string[];
  rack: string;
}

function positions(lexicon: Lexicon, boards: number, racksPerBoard: number, blanks: number) {
  const out: Position[] = [];
  for (let b = 0; b < boards; b++) {
    const seed = 7000 + blanks * 1000 + b;
    const rng = mulberry32(seed);
    const turns = randomInt(rng, 24);
    const { board } = selfPlay(lexicon, {
      language: LANGUAGE,
      seed,
      maxTurns: turns,
      mode: 'fast',
    });
    const pool: string[] = [];
    for (const tile of unseenTiles(board, LANGUAGE).tiles) {
      if (tile.letter !== BLANK) for (let i = 0; i < tile.count; i++) pool.push(tile.letter);
    }
    for (let r = 0; r < racksPerBoard; r++) {
      shuffleInPlace(pool, rng);
      const size = r % 4 === 3 ? 1 + randomInt(rng, 7) : 7;
      const letters = Math.max(0, size - blanks);
      out.push({ board, rack: pool.slice(0, letters).join('') + BLANK.repeat(size - letters) });
    }
  }
  return out;
}

const key = (m: { notation: string; equity: number; points: number; numTiles: number }) =>
  `${m.notation} ${m.points} ${m.equity.toFixed(6)} ${m.numTiles}`;

describe('topMoves', () => {
  const lexicon = loadLexiconFile(LANGUAGE);

  for (const [blanks, boards, racks] of [
    [0, 50, 8],
    [1, 50, 8],
    [2, 30, 7],
  ] as const) {
    it(`equals the full enumeration, ${blanks} blank(s), by equity and by points`, () => {
      let compared = 0;
      for (const { board, rack } of positions(lexicon, boards, racks, blanks)) {
        for (const byEquity of [true, false]) {
          const options = { language: LANGUAGE, leaves: byEquity ? leaves : null } as const;
          const all = allMovesByEquity(lexicon, board, rack, options, 10).map(key);
          const what = `${rack} ${byEquity ? 'equity' : 'points'}`;
          expect(topMoves(lexicon, board, rack, options, 10).map(key), what).toEqual(all);
          expect(topMoves(lexicon, board, rack, options, 1).map(key), what).toEqual(
            all.slice(0, 1),
          );
        }
        compared++;
      }
      expect(compared).toBe(boards * racks);
    }, 600_000);
  }

  it('keeps a left part that grows past the anchor span its first letters would end on', () => {
    // C1 FUNNsTED: six tiles grow left of the anchor C7, above the D; a bound that judged the
    // word's length from the first letters of the left part, as if the anchor came next, lost it.
    const board = parseBoardText(`
      ..........K...J
      .........BI...A
      ........TILKJØR
      .......L..DØ..L
      ....M.FAGER...S
      ....I..MAIER...
      ....K..M..T....
      ..DVASKE.WEB...
      ....DÅ.........
      HUSVOGn........
      ...A...........
      ...G...........
      ...A...........
      ...............
      ...............`);
    for (const options of [{ language: LANGUAGE, leaves }, { language: LANGUAGE }] as const) {
      const all = allMovesByEquity(lexicon, board, 'NNTUFE?', options, 10).map(key);
      expect(all.some((m) => m.startsWith('C1 FUNNsTED 64 '))).toBe(true);
      expect(topMoves(lexicon, board, 'NNTUFE?', options, 10).map(key)).toEqual(all);
    }
  });

  it('ranks equal values by fewer tiles, then notation', () => {
    const board = new Array<string>(225).fill('');
    const moves = topMoves(lexicon, board, 'AAB', { language: LANGUAGE }, 30);
    for (let i = 1; i < moves.length; i++) {
      const a = moves[i - 1]!;
      const b = moves[i]!;
      expect(a.equity >= b.equity).toBe(true);
      if (a.equity === b.equity) {
        expect(
          a.numTiles < b.numTiles || (a.numTiles === b.numTiles && a.notation < b.notation),
        ).toBe(true);
      }
    }
  });

  it('adds the value of the leave and names it', () => {
    const board = new Array<string>(225).fill('');
    const [best] = topMoves(lexicon, board, 'ERSTA?Q', { language: LANGUAGE, leaves }, 1);
    expect(best).toBeDefined();
    const rest = [...'ERSTA?Q'];
    for (const letter of best!.letters) {
      rest.splice(rest.indexOf(letter === letter.toUpperCase() ? letter : BLANK), 1);
    }
    expect([...best!.leave].sort()).toEqual(rest.sort());
    const counts = new Int8Array(27);
    expect(best!.equity).toBeCloseTo(
      best!.points + (best!.leave === '' ? 0 : leaveOf(best!.leave)),
      9,
    );
    function leaveOf(tiles: string) {
      counts.fill(0);
      const order = 'ABCDEFGHIJKLMNOPRSTUVWYÆØÅ?';
      for (const t of tiles) counts[order.indexOf(t)]!++;
      return leaves(counts);
    }
  });

  it('finds the best swap: the most valuable leave that keeps fewer tiles', () => {
    const board = new Array<string>(225).fill('');
    const { swap } = topMovesAndSwap(lexicon, board, 'ØØÅÅUU?', { language: LANGUAGE, leaves }, 1);
    expect(swap?.keep).toBe('?');
    expect(swap?.value).toBe(20);
    expect(topMovesAndSwap(lexicon, board, 'ØØÅÅUU?', { language: LANGUAGE }, 1).swap).toBeNull();
  });
});
