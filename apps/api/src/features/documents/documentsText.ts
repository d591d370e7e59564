import { defineText } from '@haat/ui/text';

/** Documents attached to property and job ads. */
export const documentsText = defineText('documents', {
  private: 'This document is private: chat with the seller about their ad to download it.',
  usePath: 'Use the path of a file you uploaded.',
  notUploaded: 'This file has not been uploaded yet.',
});
