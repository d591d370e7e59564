import { defineText } from '../../locale/text';
/** DocumentList's words; `{name}`, `{total}` and `{max}` are replaced. */
export const documentListText = defineText('ui.documentList', {
  add: 'Add a document',
  addHint:
    'PDF, Word, JPEG or PNG, such as a floor plan or a job description. Only buyers who chat with you can download them.',
  dropzone: 'Drag and drop documents here, or',
  listLabel: 'Attached documents',
  remove: 'Remove',
  downloadFailed: 'The download failed. Check your connection and try again.',
  added: 'Document added: {total} of {max}.',
  removed: '{name} removed. {total} left.',
  full: 'You have added {max} documents, the most an ad can have.',
} as const);

export type DocumentListText = { [K in keyof typeof documentListText]: string };
