/** How a move reads in an image caption and a link preview (Norwegian). */
import { mainWord } from '@ordbot/contract/gcg.ts';
import type { ReplayFrame, ReplayMove } from '@ordbot/engine/replay.ts';

/** 'Kari: 8H HASJ 42', 'Kari byttet 3 brikker', 'Ordbot passet', 'Kari ga opp'. */
export function moveCaption(name: string, move: ReplayMove, frame: ReplayFrame): string {
  switch (move.moveType) {
    case 'NORMAL': {
      const word = mainWord(frame.board, frame.placed, move.vertical);
      return word ? `${name}: ${word.position} ${word.word} ${move.points}` : name;
    }
    case 'SWAP':
      return `${name} byttet ${move.numTiles} brikker`;
    case 'PASS':
      return `${name} passet`;
    default:
      return `${name} ga opp`;
  }
}
