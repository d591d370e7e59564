// The kit as another team would get it: build @haat/ui, `npm pack` it, install the tarball into a
// fresh Vite React app in a temp dir outside the workspace (its other packages from the npm
// registry, at the workspace's versions, mostly from npm's cache), type-check and build that app,
// then render PhoneInput, DateRangePicker, FileUpload and TagInput in chromium and expect each on the
// page with no console error. Run by `npm test` (scripts/bootstrap.mjs); alone: `npx tsx scripts/pack-test.ts`.
// Keeps the temp dir when it fails (HAAT_KEEP_PACK_APP=1 keeps it always).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line: string) => process.stdout.write(`[pack] ${line}\n`);
const started = Date.now();
const secs = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The version the workspace installed, so the app tests the kit with what the kit is tested with. */
const installed = (name: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

function sh(cmd: string, args: string[], cwd: string): void {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'haat-ui-pack-'));
let ok = false;
try {
  // 1. Build and pack
  sh(process.execPath, [path.join(root, 'packages/ui/build.mjs')], root);
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', path.join(root, 'packages/ui/dist'), '--pack-destination', work, '--json'], {
      cwd: work,
      encoding: 'utf8',
    }),
  ) as { filename: string; size: number; unpackedSize: number; entryCount: number }[];
  if (!packed) throw new Error('npm pack printed nothing');
  const tarball = path.join(work, packed.filename);
  say(
    `packed ${packed.filename}: ${(packed.size / 1024).toFixed(1)} kB (${(packed.unpackedSize / 1024).toFixed(1)} kB unpacked, ${packed.entryCount} files) in ${secs()}`,
  );

  // 2. A Vite React app that knows nothing of the workspace
  const app = path.join(work, 'app');
  mkdirSync(path.join(app, 'src'), { recursive: true });
  const deps = ['react', 'react-dom', 'styled-components'];
  // @types/node only because styled-components' declarations name NodeJS.ReadableStream.
  const devDeps = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom', '@types/node'];
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'kit-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@haat/ui': `file:${tarball}`,
          ...Object.fromEntries(deps.map((d) => [d, installed(d)])),
        },
        devDependencies: Object.fromEntries(devDeps.map((d) => [d, installed(d)])),
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        isolatedModules: true,
        verbatimModuleSyntax: true,
        // The kit's own declarations are checked too.
        skipLibCheck: false,
        types: ['vite/client', 'node'],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kit consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(app, 'vite.config.ts'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n",
  );
  writeFileSync(
    path.join(app, 'src/main.tsx'),
    `import '@haat/ui/fonts';
import '@haat/ui/tokens.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import {
  DateRangePicker, FileUpload, GlobalStyle, PhoneInput, TagInput, ThemeProvider,
  type DateRangeValue, type UploadFn,
} from '@haat/ui';

// The kit's DefaultTheme augmentation types the app's own styled components.
const Title = styled.h1\`color: \${({ theme }) => theme.colors.text.danger};\`;

const upload: UploadFn = async (file) => ({ path: file.name, url: '/' + file.name, name: file.name, type: file.type, size: file.size });

function App() {
  const [phone, setPhone] = useState('');
  const [dates, setDates] = useState<DateRangeValue>({});
  const [tags, setTags] = useState<string[]>(['bike']);
  return (
    <ThemeProvider>
      <GlobalStyle />
      <Title>Post an ad</Title>
      <PhoneInput label="Mobile number" value={phone} onChange={setPhone} required />
      <DateRangePicker label="Featured dates" value={dates} onChange={setDates} />
      <FileUpload label="Brochure" upload={upload} />
      <TagInput label="Keywords" value={tags} onChange={setTags} />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`,
  );

  // 3. Install: npm's cache first; the registry for anything it lacks.
  const install = ['install', '--no-audit', '--no-fund', '--loglevel=error'];
  try {
    sh('npm', [...install, '--prefer-offline'], app);
  } catch {
    sh('npm', install, app);
  }
  say(`installed the tarball and ${deps.length + devDeps.length} packages in ${secs()}`);

  sh(path.join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  say(`type-checked (tsc, skipLibCheck off) in ${secs()}`);
  sh(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  say(`built (vite build) in ${secs()}`);

  // 4. Render in chromium from a plain static server
  const distDir = path.join(app, 'dist');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(distDir, decodeURIComponent(url.pathname));
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(distDir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    const expectations = {
      PhoneInput: page.getByRole('textbox', { name: /^Mobile number/ }),
      DateRangePicker: page.getByRole('button', { name: /^Featured dates/ }),
      FileUpload: page.getByRole('group', { name: 'Brochure' }),
      TagInput: page.getByRole('textbox', { name: /^Keywords/ }),
    };
    for (const [component, locator] of Object.entries(expectations)) {
      await locator.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
        throw new Error(`${component} is not on the page`);
      });
    }
    // The fonts entry really ships the faces: the page can load Inter (one variable file), the
    // inlined "₹" and the logo's subset.
    const loaded = await page.evaluate(async () =>
      Promise.all([
        document.fonts.load('600 16px "Inter Variable"', 'Aa'),
        document.fonts.load('700 16px "Inter Variable"', '₹'),
        document.fonts.load('700 16px "Haat Logo"', 'हाट'),
      ]).then((all) => all.map((faces) => faces.length > 0)),
    );
    if (!loaded[0]) problems.push('Inter did not load from @haat/ui/fonts');
    if (!loaded[1]) problems.push('the "₹" subset did not load from @haat/ui/fonts');
    if (!loaded[2]) problems.push('the logo subset did not load from @haat/ui/fonts');
    // The styles read the custom properties of @haat/ui/tokens.css: the input has the kit's border
    // and the app's own Title its danger red; the dark scheme is one attribute away.
    // A string, not a function: tsx would wrap a named arrow in its __name helper, which the page lacks.
    type Colours = { border: string; title: string; page: string };
    const colours = (await page.evaluate(`(() => {
      const read = () => ({
        border: getComputedStyle(document.querySelector('input')).borderTopColor,
        title: getComputedStyle(document.querySelector('h1')).color,
        page: getComputedStyle(document.body).backgroundColor,
      });
      const light = read();
      document.documentElement.dataset.scheme = 'dark';
      const dark = read();
      delete document.documentElement.dataset.scheme;
      return { light, dark };
    })()`)) as { light: Colours; dark: Colours };
    if (colours.light.border !== 'rgb(208, 213, 221)')
      problems.push(`an input's border is ${colours.light.border}, not the kit's: tokens.css did not apply`);
    if (colours.light.title !== 'rgb(180, 35, 24)')
      problems.push(`theme.colors.text.danger gave ${colours.light.title}, not the danger red`);
    if (colours.dark.page === colours.light.page) problems.push('data-scheme="dark" did not change the page colour');
    if (problems.length) throw new Error(problems.join('\n'));
    say(
      `rendered ${Object.keys(expectations).join(', ')} in chromium with the token sheet's colours, both schemes, no console errors, in ${secs()}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
  ok = true;
} catch (err) {
  process.stderr.write(
    `[pack] FAILED: ${err instanceof Error ? err.message : String(err)}\n[pack] the app is kept in ${work}\n`,
  );
  process.exitCode = 1;
} finally {
  if (ok && !process.env.HAAT_KEEP_PACK_APP) rmSync(work, { recursive: true, force: true });
  say(`${ok ? 'ok' : 'FAILED'} in ${secs()}`);
}
