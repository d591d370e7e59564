import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The parts of Emscripten's NODEFS this file touches (its types are not exported). */
type Ops = Record<string, ((...args: never[]) => unknown) | undefined>;
interface Stream {
  node: { mode: number };
  flags: number;
}
interface Mod {
  NODEFS: { node_ops: Ops; stream_ops: Ops };
  FS: { isFile(mode: number): boolean };
}
type InitOptions = Parameters<NodeFS['init']>[1];

const SEEK_SET = 0;
const SEEK_END = 2;
const O_TRUNC = 512;

/**
 * PGlite's Node file system, remembering file sizes between changes.
 *
 * PostgreSQL asks the size of a relation and of every one of its indexes each time it plans a
 * statement that reads it (`lseek(fd, 0, SEEK_END)`), and Emscripten's NODEFS answers each with
 * an `fstat` system call. `ads` has many indexes and a search names it several times, so a
 * search made dozens to hundreds of `fstat` calls, a visible share of the embedded server's busy
 * time under load (figures in docs/search.md).
 *
 * Here a size, once read, is remembered until anything could change a size: every write, truncate,
 * create, rename, unlink or open with O_TRUNC through this file system forgets all of them. The
 * data folder is locked to this process (lock.ts), so nothing else changes its files.
 */
export class SizeCachingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOptions) {
    const out = await super.init(pg, opts);
    const preRun = [...(out.emscriptenOpts.preRun ?? []), (mod: unknown) => rememberSizes(mod as Mod)];
    return { emscriptenOpts: { ...out.emscriptenOpts, preRun } };
  }
}

function rememberSizes({ NODEFS, FS }: Mod) {
  let sizes = new WeakMap<object, number>();
  const forget = () => {
    sizes = new WeakMap();
  };
  const forgetAround = (ops: Ops, name: string, when: (...args: never[]) => boolean = () => true) => {
    const op = ops[name];
    if (!op) return;
    ops[name] = (...args: never[]) => {
      if (when(...args)) forget();
      try {
        return op(...args);
      } finally {
        if (when(...args)) forget();
      }
    };
  };
  for (const name of ['setattr', 'mknod', 'rename', 'unlink', 'rmdir', 'symlink']) forgetAround(NODEFS.node_ops, name);
  for (const name of ['setattr', 'write']) forgetAround(NODEFS.stream_ops, name);
  forgetAround(NODEFS.stream_ops, 'open', (stream: Stream) => (stream.flags & O_TRUNC) !== 0);

  const llseek = NODEFS.stream_ops.llseek as (stream: Stream, offset: number, whence: number) => number;
  const getattr = NODEFS.stream_ops.getattr as (stream: Stream) => { size: number };
  NODEFS.stream_ops.llseek = ((stream: Stream, offset: number, whence: number) => {
    if (whence !== SEEK_END || !FS.isFile(stream.node.mode)) return llseek(stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = getattr(stream).size;
      sizes.set(stream.node, size);
    }
    return llseek(stream, offset + size, SEEK_SET);
  }) as never;
}
