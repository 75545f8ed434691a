/**
 * 'Prøv et eget trekk': any finished game's position before a move, with the tiles of that move
 * (its rack when known), on the tile-placing board in a React Aria modal dialog. 'Sjekk' shows
 * the placement's points, equity and rank among every placement of the tiles (the same check as
 * 'Øv på feilene'); nothing is recorded. Imported when first opened.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ModalDialog } from './modal-dialog.tsx';
import type { PlacementCheck } from '@ordbot/engine/analysis/practice.ts';
import type { ExercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import { runService } from '../lib/worker-bridge.ts';
import { PlacementVerdict } from './placement-verdict.tsx';
import { PRACTICE_TEXT } from './text-practice.ts';
import { TileBoard, type PlacedTile } from './tile-board.tsx';
import './admin-dialog.css';

const T = PRACTICE_TEXT;

export default function MoveTrialDialog({
  position,
  onClose,
}: {
  position: ExercisePosition;
  onClose: () => void;
}) {
  const [placed, setPlaced] = useState<PlacedTile[]>([]);
  const [check, setCheck] = useState<PlacementCheck | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function run() {
    setNote(T.checking);
    const game = { language: position.language, layout: position.layout };
    const tiles = placed.map(({ index, letter }) => ({ index, letter }));
    try {
      const answer = await runService('checkPractice', game, position.board, tiles, position.known);
      if (answer.ok) {
        setCheck(answer.check);
        setNote(null);
      } else {
        setNote(answer.reason === 'OFFLINE' ? T.lexiconOffline : T.noLexicon);
      }
    } catch (error) {
      console.error(error);
      setNote(T.gameError);
    }
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
        <strong>{position.known.rackKnown ? T.rackTiles : T.placedTiles}</strong>
      </p>
      <TileBoard
        board={position.board}
        layout={position.layout}
        language={position.language}
        rack={position.known.tiles}
        placed={placed}
        onPlacedChange={(next) => {
          setPlaced(next);
          setCheck(null);
        }}
        onCheck={() => void run()}
      />
      <div className="move-trial-actions">
        <Button className="users-button users-button--primary" onPress={() => void run()}>
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
    </ModalDialog>
  );
}
