import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { configure } from 'storybook/test';
import { page } from 'vitest/browser';

// A page story's first `findBy…` also waits for its lazy chunks and the fake API; under a full
// parallel run on 2 cores that took longer than the library's 1 s (AccountPage's Loading story
// failed CI at 1.4 s). Waits end as soon as what they look for is there, so only a failure is slower.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Visual regression: after each story tagged `visual` (all of them, by default) passes its play
 * function and a11y check, its rendering is compared with the committed baselines in
 * `__screenshots__/` next to the stories file: one in the light scheme and one in the dark
 * (`data-scheme="dark"` on `<html>`, as the app sets it). `npm run test:visual -- --update` rewrites baselines.
 *
 * What is captured: the story's own element, not the page. A story without `widths` has its canvas
 * shrink-wrapped to its content (`width: fit-content`) and only that box is captured, so the 0.1 %
 * allowance (vitest.config.ts) is 0.1 % of the component: a 280 × 358 px AdCard allows 100 px, not
 * the 430 px of a 1200 px wide canvas; anti-aliased pixels count too (`includeAA`), so a price one
 * weight bolder fails its own story. A story with `widths` is a layout at those viewport widths, so
 * its canvas keeps the full width and is captured whole.
 *
 * Story parameters:
 * - `screenshot.target: 'body'` for stories whose content is portalled (dialogs, popovers).
 * - `screenshot.widths: [360, 1200]` to capture the story at several viewport widths.
 */
type ScreenshotParams = { target?: 'canvas' | 'body'; widths?: number[]; height?: number };
type StoryCtx = { id: string; tags: string[]; parameters?: { screenshot?: ScreenshotParams } };

// Every face a story can show (packages/ui/src/fonts.ts), loaded before the first screenshot.
const FONTS = [
  '400 14px "Inter Variable"',
  '500 14px "Inter Variable"',
  '600 14px "Inter Variable"',
  '700 14px "Inter Variable"',
  '400 14px "Noto Sans Devanagari"',
  '600 14px "Noto Sans Devanagari"',
  '700 14px "Noto Sans Devanagari"',
  '700 14px "Haat Logo"',
];

beforeAll(async () => {
  await Promise.all(FONTS.map((font) => document.fonts.load(font, 'Aa₹हाट')));
});

/**
 * Every story starts at the top of its page: where a play function's clicks and focus scroll a tall
 * page story to, and so where its sticky header and bottom bar show in the screenshot, must not
 * depend on where the story before it (or axe, reading colours) left the page scrolled.
 */
beforeEach(() => {
  for (const w of [window, window.parent]) w.scrollTo(0, 0);
});

/**
 * Colours with a transition (a button's background) start from the other scheme's value; the
 * transitions are 0.01 ms under reduced motion, but only end on a later frame: wait for them, so a
 * screenshot or a contrast check reads the scheme's own colours.
 */
async function settled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  // Transitions only: a skeleton's pulse is an animation that never finishes.
  const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // At most half a second: a transition restarted on every frame would never finish.
  await Promise.race([Promise.all(transitions.map((t) => t.finished.catch(() => undefined))), sleep(500)]);
  await sleep(50);
}

/** Shows the page in the dark scheme (tokens.css) while `run` runs, then in the light one again. */
async function inDark<T>(run: () => Promise<T>): Promise<T> {
  // No transitions while the scheme flips, there and back: under load a colour's 0.01 ms
  // transition can still be under way when axe reads it.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  document.documentElement.dataset.scheme = 'dark';
  await settled();
  try {
    return await run();
  } finally {
    delete document.documentElement.dataset.scheme;
    await settled();
    still.remove();
  }
}

/**
 * `run`, leaving the page scrolled where it found it. The dark scheme's screenshot and contrast
 * check come after the light ones; axe scrolls elements into view, and where it ends depends on
 * where it starts, so without this a second run would move a page story's sticky header in the
 * next story's screenshot.
 */
function keepingScroll<T>(run: () => Promise<T>): () => Promise<T> {
  return async () => {
    // The story's frame and the test runner's page around it: a screenshot scrolls both.
    const frames = [window, window.parent].map((w) => ({ w, x: w.scrollX, y: w.scrollY }));
    try {
      return await run();
    } finally {
      for (const { w, x, y } of frames) w.scrollTo(x, y);
    }
  };
}

/**
 * Contrast, stricter than the a11y addon: axe files text whose colour equals its background (a 1:1
 * ratio, the invisible /pricing/ button) as "incomplete", which the addon lets pass. Every story
 * that passed is checked again here, in the light scheme and in the dark one, and fails on a
 * contrast violation or on any 1:1 text.
 */
// Registered before the screenshot hook so it runs after it (afterEach hooks run last-first): axe
// scrolls elements into view to read their colours, which would move what the screenshot shows.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') return;
  const story = (ctx as unknown as { story?: StoryCtx }).story;
  if (!story) return;
  const light = await unreadable();
  const dark = await inDark(keepingScroll(unreadable));
  expect(
    [...light.map((line) => `light: ${line}`), ...dark.map((line) => `dark: ${line}`)],
    'text that does not stand out from its background',
  ).toEqual([]);
});

async function unreadable(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations', 'incomplete'],
  });
  return [
    ...result.violations.flatMap((rule) => rule.nodes),
    ...result.incomplete
      .flatMap((rule) => rule.nodes)
      .filter((node) =>
        node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'),
      ),
  ].map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? 'text the colour of its background'}`);
}

afterEach(async (ctx) => {
  // ctx.story is set by addon-vitest's test wrapper (internal; re-check on upgrades).
  const story = (ctx as unknown as { story?: StoryCtx }).story;
  if (!story?.tags.includes('visual') || ctx.task.result?.state === 'fail') return;
  const params = story.parameters?.screenshot ?? {};
  // Portable stories render into a bare <div> appended to <body> (a new one for each story).
  const canvas = [...document.body.children].find((el) => el.tagName === 'DIV' && el.attributes.length === 0) as
    HTMLElement | undefined;
  const target = params.target === 'body' || !canvas ? document.body : canvas;
  if (target === canvas && !params.widths?.length) shrinkWrap(canvas);
  const widths = params.widths ?? [];
  await document.fonts.ready;
  // Each picture twice: in the light scheme, then in the dark one beside it (`…-dark.png`).
  const both = async (name: string) => {
    await expect(page.elementLocator(target)).toMatchScreenshot(name);
    await inDark(keepingScroll(() => expect(page.elementLocator(target)).toMatchScreenshot(`${name}-dark`)));
  };
  if (widths.length === 0) {
    await both(story.id);
    return;
  }
  for (const width of widths) {
    await page.viewport(width, params.height ?? 900);
    await both(`${story.id}-${width}`);
  }
  await page.viewport(1200, 900);
});

/**
 * Sizes the canvas to its content so the screenshot is the component's box. `flow-root` keeps the
 * children's margins inside it. Content that is all out of flow (absolutely positioned) would leave
 * an empty box; then the canvas keeps its full width.
 */
function shrinkWrap(canvas: HTMLElement): void {
  canvas.style.display = 'flow-root';
  canvas.style.width = 'fit-content';
  const box = canvas.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) canvas.removeAttribute('style');
}
