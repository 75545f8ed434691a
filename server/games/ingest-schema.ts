/**
 * The bot's game payload (docs/architecture.md, bot ingest): the shape of packages/contract/bot-game.ts and
 * the checks that need the whole game. Schema faults are 400; placement faults found by
 * replaying (letters off the board, tile counts) are stored and flagged instead.
 */
import type { z } from 'zod';
import { rackHolds, rackProblem, type RackProblem } from '@ordbot/engine/analysis/racks.ts';
import { botGameObject, RACK_FORM } from '@ordbot/contract/bot-game.ts';
import { RACK_SIZE } from '@ordbot/contract/constants.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';

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

export const botGameSchema = botGameObject.superRefine((game, ctx) => {
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
      (rackHolds(move.rack, move.letters) ? null : `mangler brikkene trekket la (${move.letters})`);
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
