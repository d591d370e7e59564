#!/usr/bin/env node
// `npm run test:e2e`: build the marketplace, then run the Playwright journeys against a real server
// on a fresh PGlite data dir (playwright.config.ts starts it). Extra arguments go to playwright.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const build = run('npm', ['run', 'build', '-w', '@haat/marketplace']);
if (build !== 0) process.exit(build);
process.exit(run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)]));
