import type { Plugin } from 'vite';
/** See compileText.mjs. */
export function compileText(): Plugin;
