/**
 * The board of a finished game after move N as a 1200x1200 PNG (docs/analysis.md, sharing), drawn
 * with @napi-rs/canvas in the product's colours (src/ui/tokens.css, light scheme): squares by
 * type, cream tiles with letter and points, blanks without points, the move's tiles ringed.
 */
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { SQUARE_SHORT_LABELS } from '@ordbot/contract/labels.ts';
import { BOARD_SIZE } from '@ordbot/contract/constants.ts';
import { BOT_NAME } from '@ordbot/contract/gcg.ts';
import type { ReplayFrame, ReplayMove } from '@ordbot/engine/replay.ts';
import { isBlankLetter, tileValue } from '@ordbot/engine/tiles.ts';
import { moveCaption } from './captions.ts';
import { encodePng } from './png.ts';
import { token } from './tokens.ts';

export const IMAGE_SIZE = 1200;

/** The light-scheme tokens of src/ui/tokens.css, read from it (tokens.ts). */
export const COLOURS = {
  bg: token('color-bg'),
  text: token('color-text'),
  muted: token('color-text-muted'),
  primary: token('color-primary'),
  squares: {
    0: token('color-square'),
    1: token('color-square-dl'),
    2: token('color-square-tl'),
    3: token('color-square-dw'),
    4: token('color-square-tw'),
    5: token('color-square-centre'),
  } satisfies Record<SquareCode, string>,
  label: token('color-square-label'),
  labelStrong: token('color-square-label-strong'),
  tile: token('color-tile'),
  tileEdge: token('color-tile-edge'),
  tileText: token('color-tile-text'),
  tileBlank: token('color-tile-blank'),
  highlight: token('color-tile-highlight'),
} as const;

/** Board geometry: the caption above, then 15 squares of SQUARE px. */
export const BOARD_LEFT = 60;
export const BOARD_TOP = 100;
export const SQUARE = 72;
const GAP = 2;

const FONT = 'OrdbotSans';
const FONT_BOLD = 'OrdbotSansBold';
let fontsReady = false;

/** The project's own font files (dejavu-fonts-ttf), so the image never depends on the machine. */
function registerFonts() {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  GlobalFonts.registerFromPath(path.join(dir, 'DejaVuSans.ttf'), FONT);
  GlobalFonts.registerFromPath(path.join(dir, 'DejaVuSans-Bold.ttf'), FONT_BOLD);
  fontsReady = true;
}

/** Top-left corner of a square on the image. */
export function squareOrigin(index: number): { x: number; y: number } {
  return {
    x: BOARD_LEFT + (index % BOARD_SIZE) * SQUARE,
    y: BOARD_TOP + Math.floor(index / BOARD_SIZE) * SQUARE,
  };
}

function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function drawSquare(ctx: SKRSContext2D, index: number, code: SquareCode) {
  const { x, y } = squareOrigin(index);
  ctx.fillStyle = COLOURS.squares[code];
  roundRect(ctx, x + GAP / 2, y + GAP / 2, SQUARE - GAP, SQUARE - GAP, 4);
  ctx.fill();
  const label = SQUARE_SHORT_LABELS[code];
  if (label === '') return;
  ctx.fillStyle = code === 2 || code === 4 ? COLOURS.labelStrong : COLOURS.label;
  ctx.font = `${code === 5 ? 15 : 20}px ${FONT_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, x + SQUARE / 2, y + SQUARE / 2);
}

function drawTile(
  ctx: SKRSContext2D,
  index: number,
  letter: string,
  points: number,
  fresh: boolean,
) {
  const { x, y } = squareOrigin(index);
  const inset = 3;
  const size = SQUARE - 2 * inset;
  ctx.fillStyle = COLOURS.tile;
  roundRect(ctx, x + inset, y + inset, size, size, 6);
  ctx.fill();
  ctx.lineWidth = fresh ? 5 : 2;
  ctx.strokeStyle = fresh ? COLOURS.highlight : COLOURS.tileEdge;
  roundRect(ctx, x + inset + 1.5, y + inset + 1.5, size - 3, size - 3, 5);
  ctx.stroke();
  const blank = isBlankLetter(letter);
  ctx.fillStyle = blank ? COLOURS.tileBlank : COLOURS.tileText;
  ctx.font = `${blank ? 'italic ' : ''}40px ${FONT_BOLD}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(letter.toUpperCase(), x + SQUARE / 2 - (blank ? 0 : 4), y + SQUARE / 2 + 1);
  if (blank) return;
  ctx.font = `17px ${FONT_BOLD}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(String(points), x + SQUARE - 9, y + SQUARE - 9);
}

export interface BoardImageInput {
  details: GameDetails;
  layout: readonly number[];
  frame: ReplayFrame;
  /** The move shown, or null for the empty board (trekk=0). */
  move: ReplayMove | null;
  moveCount: number;
}

/** Draws and encodes one board image. */
export async function renderBoardImage(input: BoardImageInput): Promise<Buffer> {
  registerFonts();
  const { details, layout, frame, move } = input;
  const { game } = details;
  const canvas = createCanvas(IMAGE_SIZE, IMAGE_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLOURS.bg;
  ctx.fillRect(0, 0, IMAGE_SIZE, IMAGE_SIZE);

  // Caption: the players and the score, then the move.
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.fillStyle = COLOURS.text;
  ctx.font = `38px ${FONT_BOLD}`;
  const title = `${game.playerName} ${frame.playerScore} – ${frame.botScore} ${BOT_NAME}`;
  ctx.fillText(title, BOARD_LEFT, 52, IMAGE_SIZE - 2 * BOARD_LEFT);
  ctx.font = `26px ${FONT}`;
  ctx.fillStyle = COLOURS.muted;
  const who = move ? (move.playerMove ? game.playerName : BOT_NAME) : '';
  const line = move
    ? `Trekk ${frame.moveNum} av ${input.moveCount} · ${moveCaption(who, move, frame)}`
    : 'Tomt brett';
  ctx.fillText(line, BOARD_LEFT, 88, IMAGE_SIZE - 2 * BOARD_LEFT - 120);
  ctx.textAlign = 'right';
  ctx.fillStyle = COLOURS.primary;
  ctx.font = `26px ${FONT_BOLD}`;
  ctx.fillText('Ordbot', IMAGE_SIZE - BOARD_LEFT, 88);

  const fresh = new Set(frame.placed);
  for (let index = 0; index < BOARD_SIZE * BOARD_SIZE; index++) {
    drawSquare(ctx, index, (layout[index] ?? 0) as SquareCode);
    const letter = frame.board[index];
    if (letter) {
      const points = tileValue(letter, game.boardInfo.language);
      drawTile(ctx, index, letter, points, fresh.has(index));
    }
  }
  const pixels = canvas.data();
  return encodePng(
    new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length),
    IMAGE_SIZE,
    IMAGE_SIZE,
  );
}
