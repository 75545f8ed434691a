import { memo, useId } from 'react';
import { formatNumber } from '@ordbot/contract/format.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import { TEXT } from '../../ui/text.ts';

const T = TEXT.replay;

/**
 * The tiles not on the board at the viewed move, by letter: the bag and both racks (the
 * game's tile set minus the board). Used-up letters stay in place, dimmed, so the grid does
 * not jump while stepping.
 */
export const UnseenPool = memo(function UnseenPool({
  letters,
  counts,
  total,
  headingLevel: Heading,
}: {
  /** The tiles of the set, the blank (BLANK) last. */
  letters: readonly string[];
  /** counts[i]: how many of letters[i] are not on the board. */
  counts: readonly number[];
  total: number;
  headingLevel: 'h2' | 'h3';
}) {
  const headingId = useId();
  return (
    <section className="replay-pool" aria-labelledby={headingId}>
      <Heading id={headingId} className="replay-pool-title">
        {T.poolHeading}
      </Heading>
      <p className="replay-pool-total">
        <strong>{T.poolTotal(total)}</strong>
        <span className="replay-pool-note">{T.poolNote}</span>
      </p>
      <ul className="replay-pool-grid" aria-label={T.poolLabel}>
        {letters.map((letter, i) => {
          const count = counts[i] ?? 0;
          return (
            <li
              key={letter}
              className={count === 0 ? 'replay-pool-tile is-empty' : 'replay-pool-tile'}
              title={`${letter === BLANK ? T.poolBlank : letter}: ${formatNumber(count)}`}
            >
              <span className="replay-pool-letter">
                {letter === BLANK ? <abbr title={T.poolBlank}>?</abbr> : letter}
              </span>{' '}
              <span className="replay-pool-count">{formatNumber(count)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
