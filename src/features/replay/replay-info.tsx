import type { GameDetailsGame, Move } from '@ordbot/contract/api-types.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import type { TimelineFrame } from '../../../workers/services.ts';
import { TEXT } from '../../ui/text.ts';
import { moveLabel } from './replay-logic.ts';

const T = TEXT.replay;

/** The info card (docs/product.md, Game replay): who moved, what, the score after it and the tiles it played. */
export function ReplayInfo({
  game,
  move,
  frame,
}: {
  game: GameDetailsGame;
  move: Move | undefined;
  frame: TimelineFrame | undefined;
}) {
  if (!move) return <p className="replay-guidance">{T.guidance}</p>;
  return (
    <dl className="replay-info">
      <dt>{T.whoMoved}</dt>
      <dd>{move.playerMove ? game.playerName : T.bot}</dd>
      <dt>{T.action}</dt>
      <dd>{moveLabel(move)}</dd>
      <dt>{T.scoreAfter}</dt>
      <dd>
        {frame ? `${formatNumber(frame.playerScore)} – ${formatNumber(frame.botScore)}` : '…'}
      </dd>
      <dt>{T.tilesPlayed}</dt>
      <dd>{move.moveType === 'NORMAL' ? move.numTiles : 0}</dd>
    </dl>
  );
}
