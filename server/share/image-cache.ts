/**
 * Board images by game version: a small in-memory LRU in front of files under DATA_DIR (so a
 * restart does not draw them again). Keys are plain file names.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export class ImageCache {
  private readonly memory = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    /** Folder of the disk copies; null keeps images in memory only. */
    private readonly dir: string | null,
  ) {}

  async get(key: string): Promise<Buffer | null> {
    const hit = this.memory.get(key);
    if (hit) {
      // Most recently used last, so eviction takes the oldest first.
      this.memory.delete(key);
      this.memory.set(key, hit);
      return hit;
    }
    if (!this.dir) return null;
    try {
      const file = await fs.readFile(path.join(this.dir, key));
      this.remember(key, file);
      return file;
    } catch {
      return null;
    }
  }

  /** Keeps an image; the disk copy is written in the background (a failure only costs a redraw). */
  set(key: string, image: Buffer): void {
    this.remember(key, image);
    if (!this.dir) return;
    const dir = this.dir;
    const temp = path.join(dir, `${key}.${process.pid}.tmp`);
    void fs
      .mkdir(dir, { recursive: true })
      .then(() => fs.writeFile(temp, image))
      .then(() => fs.rename(temp, path.join(dir, key)))
      .catch(() => fs.rm(temp, { force: true }));
  }

  private remember(key: string, image: Buffer) {
    if (image.length > this.maxBytes) return;
    const old = this.memory.get(key);
    if (old) {
      this.memory.delete(key);
      this.bytes -= old.length;
    }
    this.memory.set(key, image);
    this.bytes += image.length;
    for (const [oldest, buffer] of this.memory) {
      if (this.bytes <= this.maxBytes) break;
      this.memory.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
