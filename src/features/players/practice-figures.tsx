/**
 * 'Øvelser' on the signed-in player's own profile (docs/strategy.md, Practice): exercises solved
 * of all, and the share solved at the first try of those tried. Progress is the user's own, so
 * only their own profile shows it.
 */
import { Link } from 'wouter';
import { formatNumber, formatPercentOne as formatPercent } from '@ordbot/contract/format.ts';
import { ROUTES } from '@ordbot/contract/routes.ts';
import { getPractice } from '../../cache/practice.ts';
import { PRACTICE_TEXT } from '../../ui/text-practice.ts';
import { useLoad } from '../../ui/use-load.ts';
import { Figures } from './profile-sections.tsx';

const T = PRACTICE_TEXT;

export function PracticeFigures() {
  // Optional beside the profile: a failure only leaves the section out.
  const load = useLoad('practice-progress', async () => (await getPractice()).value.progress, {
    expected: () => true,
  });
  const progress = load.data;
  if (!progress) return null;
  return (
    <>
      <h2>{T.profileHeading}</h2>
      <Figures
        items={[
          [T.solvedCount, T.progress(progress.solved, progress.total)],
          [
            T.firstTryShare,
            progress.tried === 0
              ? '–'
              : `${formatPercent((progress.firstTry / progress.tried) * 100)} (${formatNumber(
                  progress.firstTry,
                )} av ${formatNumber(progress.tried)})`,
          ],
        ]}
      />
      <p>
        <Link href={ROUTES.practice.path}>{T.heading}</Link>
      </p>
    </>
  );
}
