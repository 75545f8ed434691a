/**
 * PGlite's Node file layer with a working fsync. Emscripten's NODEFS has no fsync of its own, so
 * PostgreSQL's fsync calls return at once and a commit may still sit in the page cache when the
 * power goes. With `fsync` the calls reach the disk (fs.fsyncSync on the real descriptor).
 */
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import fs from 'node:fs';

interface NodeFsStream {
  nfd?: number;
}

interface EmscriptenModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: NodeFsStream) => number };
    /** Turns a Node error into the errno PostgreSQL sees (ENOSPC, EIO …). */
    tryFSOperation<T>(f: () => T): T;
  };
}

/** PGlite's own start parameters, less `-F` (fsync off) when the data must reach the disk. */
export function startParams(fsync: boolean): string[] | undefined {
  if (!fsync) return undefined;
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  // fdatasync is a no-op in PGlite's file layer; fsync reaches the disk (below).
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

export function durableNodeFs(dataDir: string, fsync: boolean): NodeFS {
  const nodeFs = new NodeFS(dataDir);
  if (!fsync) return nodeFs;
  const init = nodeFs.init.bind(nodeFs);
  nodeFs.init = async (pg, opts) => {
    const { emscriptenOpts } = await init(pg, opts);
    type PreRun = NonNullable<typeof emscriptenOpts.preRun>[number];
    const patchFsync = (mod: EmscriptenModule) => {
      const nodefs = mod.NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        const fd = stream.nfd;
        if (fd !== undefined) nodefs.tryFSOperation(() => fs.fsyncSync(fd));
        return 0;
      };
    };
    const preRun = [patchFsync as unknown as PreRun, ...(emscriptenOpts.preRun ?? [])];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  };
  return nodeFs;
}
