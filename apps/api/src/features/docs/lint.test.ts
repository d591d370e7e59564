import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeApp } from '../../test/harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let h: Awaited<ReturnType<typeof makeApp>>;
beforeAll(async () => {
  h = await makeApp('pglite');
});
afterAll(() => h.close());

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

// The generated document, linted with Redocly's recommended rules (redocly.yaml at the root).
test('the OpenAPI document at /api/docs lints clean: no errors, no warnings', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, (await h.app.inject({ method: 'GET', url: '/api/docs' })).body);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        file,
        '--format=json',
        '--config',
        path.join(root, 'redocly.yaml'),
      ],
      { cwd: root, maxBuffer: 20 * 1024 * 1024 },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: Problem[] };
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
