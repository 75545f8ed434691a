/** How a game row reads in the search results and the table (spec 2.7, 2.8). */
import type { GameRow } from '../../../core/api-types.ts';
import { BOARD_TYPE_LABELS, LANGUAGE_LABELS } from '../../../core/enums.ts';
import { outcomeOf } from '../../../core/outcome.ts';

/** 'Norwegian bokmål, normal'. */
export function boardInfoText(row: Pick<GameRow, 'boardInfo'>): string {
  const { language, boardType } = row.boardInfo;
  return `${LANGUAGE_LABELS[language] ?? language}, ${BOARD_TYPE_LABELS[boardType] ?? boardType}`;
}

/** Which score of a table row is shown bold (spec 2.8); none when they are equal. */
export function higherScore(
  row: Pick<GameRow, 'playerScore' | 'botScore'>,
): 'player' | 'bot' | null {
  const outcome = outcomeOf(row);
  return outcome === 'won' ? 'player' : outcome === 'lost' ? 'bot' : null;
}
