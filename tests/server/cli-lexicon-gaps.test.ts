/**
 * npm run cli -- lexicon-gaps: the words played in stored games that the built word list lacks,
 * main and cross words of both sides, most played first (docs/word-lists.md).
 */
import { describe, expect, it } from 'vitest';
import type { BotGame, BotMove } from '@ordbot/contract/api-types.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { lexiconName } from '@ordbot/engine/node/lexicon-files.ts';
import { runCommand as run } from './cli-run.ts';
import { makeGame } from './fixtures.ts';
import { ingestInto, testDatabaseKinds, useTestServer } from './harness.ts';

function normal(moveNum: number, word: string, x: number, y: number): BotMove {
  return {
    moveNum,
    moveType: 'NORMAL',
    playerMove: moveNum % 2 === 1,
    letters: word,
    points: 10,
    numTiles: word.length,
    mainWord: word,
    vertical: false,
    x,
    y,
  };
}

function gameOf(gameId: number, moves: BotMove[]): BotGame {
  return { ...makeGame({ gameId, normalMoves: 0 }), moves };
}

describe.each(testDatabaseKinds())('npm run cli -- lexicon-gaps on %s', (kind) => {
  const server = useTestServer(kind);

  it('lists the main and cross words the list lacks, most played first', async () => {
    await ingestGames(ingestInto(server), [
      // HUS under KATT forms the cross words KH, AU and TS: AU is a word, KH and TS are not.
      gameOf(1, [normal(1, 'KATT', 2, 0), normal(2, 'HUS', 2, 1), normal(3, 'EDB', 2, 6)]),
      gameOf(2, [normal(1, 'EDB', 4, 4), normal(2, 'HEST', 2, 8)]),
      makeGame({ gameId: 3, language: 'ENG_US' }),
    ]);
    const res = await run(server, ['lexicon-gaps']);
    expect(res).toMatchObject({ code: 0, err: '', closed: 1 });
    expect(res.out.split('\n')).toEqual([
      // The English game's words are Norwegian: KATT is not English.
      `ENG_US (${lexiconName('ENG_US')}): 1 word not in the list`,
      '  KATT  1 play in 1 game, last in game 3',
      `NO_B (${lexiconName('NO_B')}): 3 words not in the list`,
      '  EDB  2 plays in 2 games, last in game 2',
      '  KH   1 play in 1 game, last in game 1',
      '  TS   1 play in 1 game, last in game 1',
    ]);
  });

  it('--words prints the words alone, --language and --min-plays narrow them', async () => {
    const res = await run(server, ['lexicon-gaps', '--language', 'NO_B', '--words']);
    expect(res.out).toBe('edb\nkh\nts');
    const often = await run(server, ['lexicon-gaps', '--language', 'NO_B', '--min-plays', '2']);
    expect(often.out.split('\n')).toEqual([
      `NO_B (${lexiconName('NO_B')}): 1 word not in the list`,
      '  EDB  2 plays in 2 games, last in game 2',
    ]);
  });

  it('refuses a bad language or count with 2', async () => {
    expect((await run(null, ['lexicon-gaps', '--language', 'NO'])).code).toBe(2);
    const res = await run(null, ['lexicon-gaps', '--min-plays', '0']);
    expect(res.code).toBe(2);
    expect(res.err).toMatch(/--min-plays must be a whole number above 0/);
  });
});
