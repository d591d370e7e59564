import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's folder is open in another process (or already in this one). PGlite
 * has no lock of its own, and two processes writing one data dir corrupt it: a server left
 * running while `npm run admin` or a second `npm start` opened the same `DATA_DIR` did exactly
 * that.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in process ${pid} (a running server?). ` +
        `Stop that process first, or set another DATA_DIR. If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a process of that id is running (one we may not signal still counts). */
function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id in a lock file; null when the file is gone (its holder just let go). */
function holder(lockFile: string): number | null {
  try {
    return Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Hold `<dataDir>.lock` (a file beside the folder, holding this process's id) while the embedded
 * database is open; a lock left by a process that has since died is taken over. Returns the
 * release, which the database's close calls (and process exit, for a server that exits without
 * closing).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written aside and linked into place, so the lock file never exists without its process id.
    const draft = `${lockFile}.${process.pid}`;
    writeFileSync(draft, String(process.pid));
    try {
      linkSync(draft, lockFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = holder(lockFile);
      if (pid !== null && running(pid)) throw new DataDirInUseError(dataDir, pid, lockFile);
      if (pid !== null) rmSync(lockFile, { force: true }); // left by a process that is gone
      continue;
    } finally {
      rmSync(draft, { force: true });
    }
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      process.off('exit', release);
      try {
        if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
      } catch {
        // Already gone: nothing to release.
      }
    };
    process.on('exit', release);
    return release;
  }
  // Another process took the folder between our tries.
  throw new DataDirInUseError(dataDir, holder(lockFile) ?? NaN, lockFile);
}
