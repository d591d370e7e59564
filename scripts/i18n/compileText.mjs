// A Vite plugin for builds: the text constants' ICU messages with `{placeholders}` are compiled by
// Lingui where they are written, so the browser and the server interpret them without shipping a
// message parser (about 7 KB gzip). Development and tests compile at run time instead (@lingui/core
// does when NODE_ENV is not production). A broken message fails the build with its id.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { textMessages } from './textMessages.mjs';

/** @returns {import('vite').Plugin} */
export function compileText() {
  return {
    name: 'haat:compile-text',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/')) return null;
      const messages = textMessages(file, code).filter((m) => m.message.includes('{'));
      if (!messages.length) return null;
      let out = code;
      for (const m of [...messages].reverse()) {
        let compiled;
        try {
          compiled = compileMessageOrThrow(m.message);
        } catch (error) {
          this.error(`${m.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
        out = `${out.slice(0, m.start)}${JSON.stringify(compiled)}${out.slice(m.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
