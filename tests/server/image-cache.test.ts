import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImageCache } from '../../server/share/image-cache.ts';

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('image cache', () => {
  it('keeps images in memory within its byte budget, oldest used first out', async () => {
    const cache = new ImageCache(250, null);
    cache.set('a', bytes(100, 1));
    cache.set('b', bytes(100, 2));
    expect((await cache.get('a'))?.[0]).toBe(1); // a is now the most recently used
    cache.set('c', bytes(100, 3));
    expect(await cache.get('b')).toBeNull();
    expect((await cache.get('a'))?.[0]).toBe(1);
    expect((await cache.get('c'))?.[0]).toBe(3);
    // An image over the whole budget is not kept.
    cache.set('d', bytes(300, 4));
    expect(await cache.get('d')).toBeNull();
  });

  it('writes images under its folder and reads them back after a restart', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-images-')), 'share-images');
    new ImageCache(1000, dir).set('7-3-v1.png', bytes(50, 9));
    await until(() => fs.existsSync(path.join(dir, '7-3-v1.png')));
    const fresh = new ImageCache(1000, dir);
    expect((await fresh.get('7-3-v1.png'))?.equals(bytes(50, 9))).toBe(true);
    expect(await fresh.get('8-1-v1.png')).toBeNull();
    expect(fs.readdirSync(dir)).toEqual(['7-3-v1.png']);
  });
});
