/**
 * Export of the games a search found (issue 16): a CSV for spreadsheets and a zip with one GCG
 * file per finished game. Both are streams: the CSV is written in chunks of rows, and each GCG
 * is read from the database only when the zip reaches it.
 */
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { GameRow } from '../../core/api-types.ts';
import { BOARD_TYPE_LABELS, LANGUAGE_LABELS } from '../../core/labels.ts';
import { formatDateTime } from '../../core/format.ts';
import { gcgFileName } from '../../core/gcg.ts';
import type { Db } from '../db/database.ts';
import { gameGcg } from './gcg-file.ts';
import { BROKEN_MESSAGE } from './finished-game.ts';
import { HttpError } from '../http-errors.ts';

/** The columns of the games table (spec 2.8), with the id first and a link last. */
const HEADERS = [
  'Spill-ID',
  'Starttid',
  'Spiller',
  'Poeng spiller',
  'Poeng bot',
  'Avsluttet?',
  'Språk',
  'Type',
  'Juks',
  'Lenke',
];
const BOM = '\uFEFF';
const CHUNK_ROWS = 500;
/** Dates in the bot's home time zone: the server does not know the reader's. */
const TIME_ZONE = 'Europe/Oslo';

/** One field: quoted when it holds the separator, a quote or a line break (RFC 4180). */
export function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Text from the chat that a spreadsheet would run as a formula is kept as text. */
function plainText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvLine(row: GameRow, publicUrl: string): string {
  const yesNo = (flag: boolean) => (flag ? 'Ja' : 'Nei');
  return [
    String(row.gameId),
    formatDateTime(row.startTime, TIME_ZONE),
    plainText(row.playerName),
    String(row.playerScore),
    String(row.botScore),
    yesNo(row.finished),
    LANGUAGE_LABELS[row.boardInfo.language],
    BOARD_TYPE_LABELS[row.boardInfo.boardType],
    yesNo(row.hasCheat),
    `${publicUrl}/playergame/${row.gameId}`,
  ]
    .map(csvField)
    .join(';');
}

/** UTF-8 with a byte order mark, ';' between fields, CRLF line ends: what spreadsheets expect. */
export function csvStream(rows: readonly GameRow[], publicUrl: string): Readable {
  async function* chunks() {
    yield BOM + HEADERS.map(csvField).join(';') + '\r\n';
    for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
      const lines = rows.slice(i, i + CHUNK_ROWS).map((row) => csvLine(row, publicUrl) + '\r\n');
      yield lines.join('');
    }
  }
  return Readable.from(chunks());
}

/** A broken game still gets its file, saying why it holds no moves. */
async function gcgOrNote(db: Db, gameId: number): Promise<string> {
  try {
    return await gameGcg(db, gameId);
  } catch (err) {
    if (err instanceof HttpError && err.message === BROKEN_MESSAGE) {
      return `#character-encoding UTF-8\n#id ordbot ${gameId}\n#note ${BROKEN_MESSAGE}\n`;
    }
    throw err;
  }
}

/** One GCG file per finished game; ongoing games have none. */
export function gcgZipStream(db: Db, rows: readonly GameRow[]): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  for (const row of rows) {
    if (!row.finished) continue;
    const options = { mtime: new Date(row.startTime * 1000), compress: true };
    zip.addReadStreamLazy(gcgFileName(row.gameId), options, (done) => {
      gcgOrNote(db, row.gameId).then(
        (text) => done(null, Readable.from([Buffer.from(text, 'utf8')])),
        (err: unknown) => done(err, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}
