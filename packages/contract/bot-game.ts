/**
 * The bot's game upload, POST /api/bot/games (docs/architecture.md, Games and bot ingest): one
 * declaration gives both the zod schema of its shape and the BotGame type the contract, the
 * demo data and the tests use. The server adds the checks that need the whole game (move
 * numbers, racks against the language, cheats) in server/games/ingest-schema.ts.
 */
import { z } from 'zod';
import { RACK_SIZE, SQUARES } from './constants.ts';
import { BOARD_TYPES, LANGUAGES, MOVE_TYPES } from './enums.ts';

const coordinate = z.number().int().min(0, 'må være 0-14').max(14, 'må være 0-14');
const count = z.number().int().min(0).max(100_000);
/** A rack's form; its letters are checked against the game's language with the whole game. */
export const RACK_FORM = /^[\p{Lu}?]{1,7}$/u;

export const botMoveSchema = z.object({
  moveNum: z.number().int().min(1),
  moveType: z.enum(MOVE_TYPES),
  playerMove: z.boolean(),
  letters: z
    .string()
    .max(15)
    .regex(/^\p{L}*$/u, 'kan bare inneholde bokstaver'),
  points: z.number().int().min(-1000).max(10_000),
  numTiles: z.number().int().min(0).max(7),
  mainWord: z
    .string()
    .max(15)
    .regex(/^\p{L}*$/u, 'kan bare inneholde bokstaver')
    .optional()
    .default(''),
  vertical: z.boolean(),
  x: coordinate,
  y: coordinate,
  /** The mover's rack before the move (docs/analysis.md); checked against the language below. */
  rack: z
    .string()
    .regex(RACK_FORM, `må være 1-${RACK_SIZE} store bokstaver, ? for en blank brikke`)
    .nullish(),
});

export const botGameObject = z.object({
  gameId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  player: z.object({
    id: z.number().int().positive().max(2_147_483_647),
    name: z.string().trim().min(1).max(100),
  }),
  startTime: z.number().int().min(0).max(4_102_444_800),
  language: z.enum(LANGUAGES),
  boardType: z.enum(BOARD_TYPES),
  board: z
    .array(z.number().int().min(0).max(5))
    .length(SQUARES, `må ha ${SQUARES} ruter`)
    .optional(),
  finished: z.boolean(),
  playerScore: count,
  botScore: count,
  moves: z.array(botMoveSchema).max(500),
  cheats: z.array(z.number().int().min(1)).max(500).optional().default([]),
});

/** A game as the bot may send it (mainWord and cheats may be left out). */
export type BotGame = z.input<typeof botGameObject>;
/** A move as the bot may send it. */
export type BotMove = BotGame['moves'][number];
