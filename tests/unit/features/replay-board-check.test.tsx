// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { BOARD_TYPES_MESSAGE } from '@ordbot/contract/validation.ts';
import { ANALYSIS_TEXT } from '../../../src/ui/text-analysis.ts';
import { jsonResponse, renderApp, stubFetch, useCleanAppPerTest } from '../app/app-harness.tsx';
import { SAMPLE_MOVES } from '../fixtures/moves.ts';
import { CALLS } from '@ordbot/contract/api-contract.ts';
import { answersOffContract } from '../../../src/api/answer-check.ts';

useCleanAppPerTest();

const SLOW = { timeout: 15_000 };

function details(finished: boolean): GameDetails {
  return {
    game: {
      gameId: 300000002,
      playerId: 7,
      playerName: 'Kari',
      playerScore: 20,
      botScore: 90,
      finished,
      startTime: 1_700_000_000,
      boardInfo: { language: 'NO_B', boardType: 'RANDOM', boardTypeId: 9 },
    },
    moves: [...SAMPLE_MOVES],
    cheats: [],
    hasBrokenMoves: false,
  };
}

function serve(game: GameDetails, types: unknown) {
  stubFetch((url) => {
    if (url.includes('/games/gamemoves/')) return jsonResponse(game);
    if (url.includes('/boards/board-square-types/')) return jsonResponse({ types });
    return jsonResponse({});
  });
}

describe('the replay checks the board it is given (docs/product.md, Checks)', () => {
  it('shows the layout message instead of a board when the layout is not 225 square codes', async () => {
    onTestFinished(answersOffContract(CALLS.boardSquareTypes));
    serve(details(true), [...STANDARD_BOARD].slice(1));
    renderApp('/playergame/300000002');
    const alert = await screen.findByText(BOARD_TYPES_MESSAGE, {}, SLOW);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('grid')).toBeNull();
  }, 30_000);

  it('shows the board and the analysis start for a layout it can trust', async () => {
    serve(details(true), [...STANDARD_BOARD]);
    renderApp('/playergame/300000002');
    expect(await screen.findByRole('grid', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(BOARD_TYPES_MESSAGE)).toBeNull();
    expect(await screen.findByRole('button', { name: ANALYSIS_TEXT.start })).toBeTruthy();
  }, 30_000);
});
