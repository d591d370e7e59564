import { readFile, stat } from 'node:fs/promises';

/**
 * A file's contents, parsed, and read again when it changes (a new build while the server runs);
 * undefined while the file is missing.
 */
export function fileLoader<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async (): Promise<T | undefined> => {
    try {
      const { mtimeMs } = await stat(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}
