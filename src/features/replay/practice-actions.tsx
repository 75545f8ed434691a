/**
 * The replay's ways into practice (docs/strategy.md, Practice), under the analysis: 'Øv på dette
 * trekket' on a graded move of the signed-in player's own game opens it in 'Øv på feilene', and
 * 'Prøv et eget trekk' lets anyone place a move on the board before the selected move and see
 * its score, equity and rank (src/ui/move-trial-dialog.tsx, loaded when opened).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { exercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import type { SquareCode } from '@ordbot/engine/board.ts';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { practiceHref } from '@ordbot/contract/routes.ts';
import { useAuthOrNull } from '../../app/auth.tsx';
import { PRACTICE_TEXT } from '../../ui/text-practice.ts';

const T = PRACTICE_TEXT;
const MoveTrialDialog = lazy(() => import('../../ui/move-trial-dialog.tsx'));

export function PracticeActions({
  details,
  layout,
  moveNum,
  grade,
}: {
  details: GameDetails;
  layout: readonly SquareCode[];
  moveNum: number;
  grade: Grade | null;
}) {
  const auth = useAuthOrNull();
  const [open, setOpen] = useState(false);
  const position = useMemo(
    () => exercisePosition(details, layout, moveNum),
    [details, layout, moveNum],
  );
  if (!position) return null;
  const move = details.moves.find((m) => m.moveNum === moveNum);
  const own =
    auth?.hasRole('PLAYER') === true &&
    auth.playerId === details.game.playerId &&
    move?.playerMove === true;
  return (
    <div className="replay-practice">
      {own && grade && (
        <Link className="replay-practice-button" href={practiceHref(details.game.gameId, moveNum)}>
          {T.practiseMove}
        </Link>
      )}
      <button type="button" className="replay-practice-button" onClick={() => setOpen(true)}>
        {T.tryOwn}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MoveTrialDialog position={position} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
