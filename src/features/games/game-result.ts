/** How a game row reads in the search results and the table (docs/product.md: Game search, Games table). */
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { TEXT } from '../../ui/text.ts';
import { outcomeOf } from '@ordbot/contract/outcome.ts';

/** 'Bokmål, normal'. */
export function boardInfoText(row: Pick<GameRow, 'boardInfo'>): string {
  const { language, boardType } = row.boardInfo;
  return `${TEXT.labels.language[language] ?? language}, ${TEXT.labels.boardType[boardType] ?? boardType}`;
}

/** Which score of a table row is shown bold (docs/product.md, Games table); none when they are equal. */
export function higherScore(
  row: Pick<GameRow, 'playerScore' | 'botScore'>,
): 'player' | 'bot' | null {
  const outcome = outcomeOf(row);
  return outcome === 'won' ? 'player' : outcome === 'lost' ? 'bot' : null;
}
