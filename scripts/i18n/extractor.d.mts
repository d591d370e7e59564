import type { ExtractorType } from '@lingui/conf';
/** See extractor.mjs. */
export const textExtractor: ExtractorType;
