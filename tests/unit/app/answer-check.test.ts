// @vitest-environment jsdom
/**
 * The web app checks every answer against the contract's schema in development and tests
 * (src/api/answer-check.ts): a server change that breaks what a screen reads fails a test.
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALLS, type CallName } from '@ordbot/contract/api-contract.ts';
import { answerFault, RESPONSE_SCHEMAS } from '@ordbot/contract/api-responses.ts';
import { answersOffContract, ContractError } from '../../../src/api/answer-check.ts';
import { getGamesPaginated } from '../../../src/api/games.ts';
import { getAllPlayers, getPlayer, NOT_PLAYER_INFO_ARRAY } from '../../../src/api/players.ts';
import { getOverallStats } from '../../../src/api/stats.ts';
import { EMPTY_ANSWERS } from '../fixtures/answers.ts';
import { gameRow } from '../fixtures/games.ts';
import { jsonResponse, stubFetch } from './app-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

const SEARCH = { pageSize: 25, pageNumber: 1 };

describe('answers checked against the contract', () => {
  it('has a schema, a file or an empty answer for every declared call', () => {
    expect(Object.keys(RESPONSE_SCHEMAS).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.entries(EMPTY_ANSWERS))('takes the empty answer of %s', (name, answer) => {
    expect(answerFault(name as CallName, 200, answer)).toBeNull();
  });

  it('rejects an answer with a missing field, naming it', async () => {
    const { numBingos: _, ...partial } = EMPTY_ANSWERS.overallStats;
    stubFetch(() => jsonResponse(partial));
    const error: unknown = await getOverallStats('NO_B').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/POST \/public\/overall-stats.*numBingos/);
  });

  it('rejects a field the contract does not declare, deep in the answer', async () => {
    const row = { ...gameRow(1), passwordHash: 'x' };
    stubFetch(() =>
      jsonResponse({
        paginationInfo: { totalRecords: 1, totalPages: 1, firstPageNum: 1, lastPageNum: 1 },
        pages: [{ pageNum: 1, data: [row] }],
      }),
    );
    await expect(getGamesPaginated(SEARCH)).rejects.toThrow(/pages\.0\.data\.0.*passwordHash/);
  });

  it('rejects a wrong type', async () => {
    stubFetch(() => jsonResponse({ ...EMPTY_ANSWERS.playerById, won: '3' }));
    await expect(getPlayer(7)).rejects.toThrow(/won: Invalid input: expected number/);
  });

  it("lets the app's own check speak first (docs/product.md, Checks)", async () => {
    stubFetch(() => jsonResponse({ players: [] }));
    await expect(getAllPlayers()).rejects.toThrow(NOT_PLAYER_INFO_ARRAY);
  });

  it('lets a test feed a call an answer outside the contract on purpose', async () => {
    onTestFinished(answersOffContract(CALLS.overallStats));
    stubFetch(() => jsonResponse({ numGames: 7 }));
    expect(await getOverallStats('NO_B')).toEqual({ numGames: 7 });
  });
});
