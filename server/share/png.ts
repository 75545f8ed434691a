/**
 * A plain PNG writer for the board images: Skia's encoder spends 150-200 ms on a 1200x1200
 * canvas (maximum compression), more than the whole budget of a cold image. Rows unfiltered
 * and zlib at a fast level take a few milliseconds for a file about twice the size.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NO_FILTER = Buffer.from([0]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGBA pixels (row by row, no padding) as a PNG; zlib runs off the event loop. */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new Error('Pixel data does not match the size');
  const rows: Uint8Array[] = [];
  for (let y = 0; y < height; y++)
    rows.push(NO_FILTER, rgba.subarray(y * stride, (y + 1) * stride));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const data = await deflate(Buffer.concat(rows), { level: 1 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
