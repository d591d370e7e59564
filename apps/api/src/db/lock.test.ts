import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openPglite } from './client';
import { DataDirInUseError } from './lock';

// Two processes writing one PGlite folder corrupt it; the folder is locked while open.
describe('the embedded database folder lock', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'haat-lock-'));
    dir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('an open folder cannot be opened again until it is closed, and keeps its data', async () => {
    const first = await openPglite(dir);
    await first.exec(`CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')`);
    const second = openPglite(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`already open in process ${process.pid}`);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const again = await openPglite(dir);
    expect((await again.query<{ body: string }>('SELECT body FROM notes')).rows).toEqual([{ body: 'kept' }]);
    await again.close();
  });

  test('a folder locked by another running process is refused, naming it and the lock file', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      const err = await openPglite(dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DataDirInUseError);
      expect((err as Error).message).toContain(`process ${other.pid}`);
      expect((err as Error).message).toContain(`${dir}.lock`);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  test('a lock left by a process that has ended is taken over', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(`${dir}.lock`, String(ended.pid));
    const db = await openPglite(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
