/**
 * 'Nøyaktighet' on one scale everywhere (docs/strategy.md, Accuracy): a per cent with one decimal,
 * '94,5 %' as the replay shows a game's, '–' where no move was analysed; and the short note that
 * says what the figure means and what is normal, shown where the figure is.
 */
import { formatPercentOne } from '@ordbot/contract/format.ts';
import { ACCURACY_TEXT } from './text-accuracy.ts';

/** An accuracy (0-100) as '94,5 %'; '–' for none. */
export function formatAccuracy(accuracy: number | null | undefined): string {
  return accuracy == null ? ACCURACY_TEXT.none : formatPercentOne(accuracy);
}

/** What 'Nøyaktighet' means and what is normal, in a quiet paragraph. */
export function AccuracyNote({ className }: { className?: string }) {
  return <p className={`accuracy-note${className ? ` ${className}` : ''}`}>{ACCURACY_TEXT.note}</p>;
}
