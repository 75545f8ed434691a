/**
 * A deterministic, valid game of any length for benchmarks: tiles from the Norwegian bag,
 * placed at seeded random spots (often across earlier tiles, which the replay skips), with a
 * few swaps and passes. The words are not real words; the replay does not care.
 */
import type { Move } from '@ordbot/contract/api-types.ts';
import { BOARD_SIZE, SQUARES } from '@ordbot/contract/constants.ts';
import { mulberry32, randomInt, shuffleInPlace } from '@ordbot/engine/random.ts';
import { findBrokenMoves, type ReplayGame } from '@ordbot/engine/replay.ts';
import { BLANK, tileLetters, tileSet } from '@ordbot/engine/tiles.ts';

export interface SyntheticGame {
  game: ReplayGame;
  moves: Move[];
}

function tileBag(rng: () => number): string[] {
  const letters = tileLetters('NO_B');
  const bag: string[] = [];
  for (const tile of tileSet('NO_B')) {
    for (let i = 0; i < tile.count; i++) {
      // A blank is played as some letter in lower case.
      bag.push(
        tile.letter === BLANK
          ? letters[randomInt(rng, letters.length)]!.toLowerCase()
          : tile.letter,
      );
    }
  }
  return shuffleInPlace(bag, rng);
}

/** Squares the letters would take from (x, y), skipping occupied ones; null if it runs off. */
function fit(board: readonly string[], x: number, y: number, vertical: boolean, count: number) {
  const squares: number[] = [];
  let along = vertical ? y : x;
  let index = y * BOARD_SIZE + x;
  const step = vertical ? BOARD_SIZE : 1;
  while (squares.length < count) {
    while (along < BOARD_SIZE && board[index] !== '') {
      along++;
      index += step;
    }
    if (along >= BOARD_SIZE) return null;
    squares.push(index);
    along++;
    index += step;
  }
  return squares;
}

export function syntheticGame(numMoves = 60, seed = 2024): SyntheticGame {
  const rng = mulberry32(seed);
  const bag = tileBag(rng);
  const board = new Array<string>(SQUARES).fill('');
  const moves: Move[] = [];
  let playerScore = 0;
  let botScore = 0;
  for (let moveNum = 1; moveNum <= numMoves; moveNum++) {
    const playerMove = moveNum % 2 === 1;
    const base = { moveNum, playerMove, mainWord: '', vertical: false, x: 0, y: 0 };
    const wanted = moveNum === 9 ? 7 : 1 + randomInt(rng, 3);
    const count = Math.min(wanted, bag.length);
    if (moveNum % 15 === 0 && bag.length >= 7) {
      moves.push({ ...base, moveType: 'SWAP', letters: '', points: 0, numTiles: 3 });
      continue;
    }
    if (count === 0 || moveNum % 23 === 0) {
      moves.push({ ...base, moveType: 'PASS', letters: '', points: 0, numTiles: 0 });
      continue;
    }
    let placed: number[] | null = null;
    let start = { x: 7, y: 7, vertical: false };
    if (moveNum === 1) {
      start = { x: 7 - Math.floor(count / 2), y: 7, vertical: false };
      placed = fit(board, start.x, start.y, false, count);
    }
    while (!placed) {
      start = {
        x: randomInt(rng, BOARD_SIZE),
        y: randomInt(rng, BOARD_SIZE),
        vertical: rng() < 0.5,
      };
      placed = fit(board, start.x, start.y, start.vertical, count);
    }
    const letters = bag.splice(0, count).join('');
    placed.forEach((index, i) => (board[index] = letters[i]!));
    const points = count * 3 + randomInt(rng, 20) + (count === 7 ? 40 : 0);
    if (playerMove) playerScore += points;
    else botScore += points;
    moves.push({
      ...base,
      ...start,
      moveType: 'NORMAL',
      letters,
      points,
      numTiles: count,
      mainWord: letters,
    });
  }
  const broken = findBrokenMoves(moves);
  if (broken.length > 0) throw new Error(`Synthetic game is broken: ${broken[0]!.message}`);
  // End-of-game rack adjustments make the record differ from the running sums.
  return { game: { finished: true, playerScore: playerScore - 4, botScore: botScore + 4 }, moves };
}
