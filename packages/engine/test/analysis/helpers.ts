/** Hand-made positions for the analysis tests. */
import type { AnalysisMove } from '../../analysis/types.ts';
import { CENTRE_INDEX } from '../../board.ts';
import { BOARD_SIZE, SQUARES } from '@ordbot/contract/constants.ts';

export { emptyBoard, put } from '../movegen/helpers.ts';

/** Every square plain (the centre marked), so points are tile values unless a premium is given. */
export function plainLayout(premiums: Record<string, number> = {}): number[] {
  const layout = new Array<number>(SQUARES).fill(0);
  layout[CENTRE_INDEX] = 5;
  for (const [at, code] of Object.entries(premiums)) {
    const [x, y] = at.split(',').map(Number) as [number, number];
    layout[y * BOARD_SIZE + x] = code;
  }
  return layout;
}

/** A NORMAL move in the gamemoves form; points default to 0. */
export function move(
  moveNum: number,
  x: number,
  y: number,
  vertical: boolean,
  letters: string,
  extra: Partial<AnalysisMove> = {},
): AnalysisMove {
  return {
    moveNum,
    moveType: 'NORMAL',
    playerMove: moveNum % 2 === 1,
    letters,
    points: 0,
    numTiles: [...letters].length,
    mainWord: '',
    vertical,
    x,
    y,
    ...extra,
  };
}
