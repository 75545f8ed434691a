/** Real endgames for the endgame tests: the first empty-bag turn of an engine self-play game. */
import type { Lexicon } from '../../movegen/lexicon.ts';
import { removeFromRack, selfPlay } from '../../movegen/self-play.ts';
import { unseenTiles } from '../../tiles.ts';

/** The first empty-bag turn of a NO_B self-play game: its board and both racks, or null. */
export function selfPlayEndgame(
  lexicon: Lexicon,
  seed: number,
): { board: readonly string[]; racks: [string, string] } | null {
  const game = selfPlay(lexicon, { language: 'NO_B', seed, maxTurns: 200, mode: 'fast' });
  const turn = game.turns.find((t) => t.bagSize === 0);
  if (!turn) return null;
  const unseen = unseenTiles(turn.board, 'NO_B').tiles.flatMap((tile) =>
    new Array<string>(tile.count).fill(tile.letter),
  );
  const opponent = [...turn.rack].reduce(
    (left, tile) => removeFromRack(left, tile),
    unseen.join(''),
  );
  return { board: turn.board, racks: [turn.rack, opponent] };
}
