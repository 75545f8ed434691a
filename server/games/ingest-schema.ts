/**
 * The bot's game payload (docs/architecture.md, bot ingest). Schema faults are 400; placement
 * faults found by replaying (letters off the board, tile counts) are stored and flagged instead.
 */
import { z } from 'zod';
import { rackHolds, rackProblem, type RackProblem } from '../../core/analysis/racks.ts';
import { RACK_SIZE, SQUARES } from '../../core/constants.ts';
import { BOARD_TYPES, LANGUAGES, MOVE_TYPES } from '../../core/enums.ts';
import { BLANK } from '../../core/tiles.ts';

const coordinate = z.number().int().min(0, 'må være 0-14').max(14, 'må være 0-14');
const count = z.number().int().min(0).max(100_000);
/** A rack's form; its letters are checked against the game's language with the whole game. */
const RACK_FORM = /^[\p{Lu}?]{1,7}$/u;

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

/** Why a well-formed rack does not fit the game's language, or null. */
function rackFault(problem: RackProblem | null): string | null {
  if (!problem) return null;
  if (problem.kind === 'BAD_TILE') return `${problem.tile} er ikke en brikke i spillets språk`;
  if (problem.kind === 'OVER_SET') {
    const what = problem.tile === BLANK ? 'blanke brikker' : problem.tile;
    return `har flere ${what} enn spillet har (${problem.count})`;
  }
  return `må være 1-${RACK_SIZE} brikker`;
}

export const botGameSchema = z
  .object({
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
  })
  .superRefine((game, ctx) => {
    if (game.boardType === 'RANDOM' && !game.board) {
      ctx.addIssue({ code: 'custom', path: ['board'], message: 'er påkrevd for RANDOM' });
    }
    const nums = game.moves.map((m) => m.moveNum).sort((a, b) => a - b);
    if (nums.some((n, i) => n !== i + 1)) {
      ctx.addIssue({ code: 'custom', path: ['moves'], message: 'trekknumrene må være 1..n' });
    }
    game.moves.forEach((move, i) => {
      // A rack of the wrong form has its fault already.
      if (typeof move.rack !== 'string' || !RACK_FORM.test(move.rack)) return;
      const fault =
        rackFault(rackProblem([...move.rack], game.language)) ??
        (rackHolds(move.rack, move.letters)
          ? null
          : `mangler brikkene trekket la (${move.letters})`);
      if (fault) ctx.addIssue({ code: 'custom', path: ['moves', i, 'rack'], message: fault });
    });
    const unknown = game.cheats.filter((n) => n > game.moves.length);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['cheats'],
        message: `ukjente trekk: ${unknown.join(', ')}`,
      });
    }
  });

export type ValidBotGame = z.output<typeof botGameSchema>;
