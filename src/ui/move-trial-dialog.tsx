/**
 * 'Prøv et eget trekk': any finished game's position before a move, with the tiles of that move
 * (its rack when known), on the tile-placing board in a React Aria modal dialog. 'Sjekk' shows
 * the placement's points, equity and rank among every placement of the tiles (the same check as
 * 'Øv på feilene'); nothing is recorded. A new 'Sjekk', a moved tile or closing the dialog cancels
 * the check before it. Imported when first opened.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ModalDialog } from './modal-dialog.tsx';
import type { ExercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import { PlacementVerdict } from './placement-verdict.tsx';
import { PRACTICE_TEXT } from './text-practice.ts';
import { TileBoard, type PlacedTile } from './tile-board.tsx';
import { useWorkerCall, type ServiceArgs } from './use-worker-call.ts';
import './admin-dialog.css';

const T = PRACTICE_TEXT;

export default function MoveTrialDialog({
  position,
  owner,
  onClose,
}: {
  position: ExercisePosition;
  /** The name of the side whose move it is (and whose tiles): the player's or 'Ordbot'. */
  owner: string;
  onClose: () => void;
}) {
  const [placed, setPlaced] = useState<PlacedTile[]>([]);
  // The placement last sent to 'Sjekk': null once a tile moves.
  const [request, setRequest] = useState<ServiceArgs<'checkPractice'> | null>(null);
  const call = useWorkerCall('checkPractice', request);
  const answer = call.data;
  const check = answer?.ok ? answer.check : null;
  const note =
    call.status === 'loading'
      ? T.checking
      : call.status === 'failed'
        ? T.gameError
        : answer && !answer.ok
          ? answer.reason === 'OFFLINE'
            ? T.lexiconOffline
            : T.noLexicon
          : null;

  function run() {
    const game = { language: position.language, layout: position.layout };
    const tiles = placed.map(({ index, letter }) => ({ index, letter }));
    setRequest([
      game,
      position.board,
      tiles,
      position.known,
      { game: position.game, moveNum: position.moveNum },
    ]);
  }

  return (
    <ModalDialog
      onClose={onClose}
      title={T.tryOwnHeading}
      className="move-trial"
      modalClassName="move-trial-modal"
    >
      <p>{T.tryOwnIntro}</p>
      <p>
        <strong>{position.known.rackKnown ? T.rackTilesOf(owner) : T.placedTilesOf(owner)}</strong>
      </p>
      <div className="move-trial-body">
        <TileBoard
          board={position.board}
          layout={position.layout}
          language={position.language}
          rack={position.known.tiles}
          rackLabel={T.rackOf(owner)}
          placed={placed}
          onPlacedChange={(next) => {
            setPlaced(next);
            setRequest(null);
          }}
          onCheck={run}
        />
        <div className="move-trial-side">
          <div className="move-trial-actions">
            <Button className="users-button users-button--primary" onPress={run}>
              {T.check}
            </Button>
            <Button className="users-button" onPress={onClose}>
              {T.tryOwnClose}
            </Button>
          </div>
          <div aria-live="polite" className="move-trial-outcome">
            {note && <p>{note}</p>}
            {check && <PlacementVerdict check={check} />}
            {check?.legal && (
              <p>
                {T.bestMove}: <strong>{check.best.notation}</strong> {T.score(check.best.points)}
              </p>
            )}
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}
