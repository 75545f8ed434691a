/**
 * Export of the games a search found (docs/analysis.md, sharing): a CSV for spreadsheets and a
 * zip with one GCG file per finished game. Both are streams: the CSV is written in chunks of rows,
 * and the GCG files are read from the database a batch at a time as the zip reaches them.
 */
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { BOARD_TYPE_LABELS, LANGUAGE_LABELS } from '@ordbot/contract/labels.ts';
import { formatDateTime } from '@ordbot/contract/format.ts';
import { gcgFileName, oneLine } from '@ordbot/contract/gcg.ts';
import { replayHref } from '@ordbot/contract/routes.ts';
import type { Db } from '../db/database.ts';
import { gcgFiles } from './gcg-file.ts';

/** The columns of the games table (docs/product.md, Games table), with the id first and a link last. */
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
    `${publicUrl}${replayHref(row.gameId)}`,
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

/** Finished games read from the database in one query. */
const ZIP_BATCH = 250;

/** The manifest's name inside the zip: what it holds and what it left out. */
const MANIFEST_NAME = 'innhold.txt';

/** The games a zip holds (one GCG file each) and the ongoing ones it leaves out. */
export interface ZipContents {
  finished: GameRow[];
  ongoing: GameRow[];
}

export function zipContents(rows: readonly GameRow[]): ZipContents {
  return {
    finished: rows.filter((row) => row.finished),
    ongoing: rows.filter((row) => !row.finished),
  };
}

/**
 * innhold.txt (docs/analysis.md, sharing): the number of GCG files and each ongoing game left
 * out, by id and players. CRLF line ends, so every editor shows the lines.
 */
export function zipManifest({ finished, ongoing }: ZipContents): string {
  const lines = [
    'Ordbot: spill som GCG-filer',
    `Spill i filen: ${finished.length}`,
    `Utelatt fordi de ikke er ferdige: ${ongoing.length}`,
    ...(ongoing.length > 0
      ? [
          'Pågående spill kan ikke lagres som ferdige GCG-filer:',
          ...ongoing.map((row) => `${row.gameId}: ${oneLine(row.playerName)} mot Ordbot`),
        ]
      : []),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/**
 * The manifest, then one GCG file per finished game; ongoing games have none. The games are read
 * a batch at a time (one query per ZIP_BATCH games), the next batch while the zip writes this
 * one; yazl asks for an entry only when it reaches it and writes as fast as the client reads, so
 * the server holds at most two batches of files whatever the number of games.
 */
export function gcgZipStream(db: Db, contents: ZipContents): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  const { finished } = contents;
  zip.addBuffer(Buffer.from(zipManifest(contents), 'utf8'), MANIFEST_NAME, { compress: true });
  const batches = new Map<number, Promise<Map<number, string>>>();
  const batch = (b: number) => {
    let files = batches.get(b);
    if (!files) {
      const ids = finished.slice(b * ZIP_BATCH, (b + 1) * ZIP_BATCH).map((row) => row.gameId);
      files = gcgFiles(db, ids);
      batches.set(b, files);
    }
    return files;
  };
  finished.forEach((row, i) => {
    const options = { mtime: new Date(row.startTime * 1000), compress: true };
    zip.addReadStreamLazy(gcgFileName(row.gameId), options, (done) => {
      const b = Math.floor(i / ZIP_BATCH);
      batches.delete(b - 1);
      if ((b + 1) * ZIP_BATCH < finished.length) void batch(b + 1).catch(() => undefined);
      batch(b).then(
        (files) => done(null, Readable.from([Buffer.from(files.get(row.gameId) ?? '', 'utf8')])),
        (err: unknown) => done(err, Readable.from([])),
      );
    });
  });
  zip.end();
  return zip.outputStream;
}
