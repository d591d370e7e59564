// Lingui's extractor for Haat's text constants: `lingui extract` finds every `defineText` call and
// writes its messages to the .po catalogues with explicit ids, the English as the source and the
// comment above each key for the translator.
import { textMessages } from './textMessages.mjs';

/** @type {import('@lingui/conf').ExtractorType} */
export const textExtractor = {
  match: (filename) => /\.tsx?$/.test(filename) && !/\.(test|stories)\.tsx?$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    // An empty string is the source's way of saying "show nothing": there is nothing to translate.
    for (const m of textMessages(filename, code).filter((message) => message.message !== '')) {
      // The English rides along as a comment, so a translator reading hi.po sees what to translate.
      const comment = [m.comment, `en: ${m.message}`].filter(Boolean).join('\n');
      onMessageExtracted({ id: m.id, message: m.message, comment, origin: [filename, m.line] });
    }
  },
};
