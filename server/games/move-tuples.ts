/**
 * A game's moves read as one JSON array of arrays inside the game's row (the analysis, the zip
 * export): PGlite hands a row over several times faster than the same data as many rows.
 */
import { sql } from 'drizzle-orm';
import type { Move } from '@ordbot/contract/api-types.ts';
import type { MoveType } from '@ordbot/contract/enums.ts';

export type MoveTuple = [
  number,
  string,
  boolean,
  string,
  number,
  number,
  string,
  boolean,
  number,
  number,
  string | null,
];

/** The moves of the game `g` of the query, by move number, as MoveTuples (null: none). */
export const MOVES_OF_G = sql`(select json_agg(json_build_array(m.move_num, m.move_type,
    m.player_move, m.letters, m.points, m.num_tiles, m.main_word, m.vertical, m.x, m.y, m.rack)
    order by m.move_num) from moves m where m.game_id = g.id)`;

export function moveFromTuple(t: MoveTuple): Move {
  return {
    moveNum: t[0],
    moveType: t[1] as MoveType,
    playerMove: t[2],
    letters: t[3],
    points: t[4],
    numTiles: t[5],
    mainWord: t[6],
    vertical: t[7],
    x: t[8],
    y: t[9],
    rack: t[10],
  };
}
