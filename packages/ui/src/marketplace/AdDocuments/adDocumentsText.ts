import { defineText } from '../../locale/text';
/** AdDocuments' words; `{n}` is replaced. */
export const adDocumentsText = defineText('ui.adDocuments', {
  heading: 'Documents',
  download: 'Download',
  downloading: 'Downloading…',
  downloadFailed: 'The download failed. Check your connection and try again.',
  lockedOne: 'This ad has a document, such as a floor plan or a job description. Chat with the seller to download it.',
  lockedMany:
    'This ad has {n} documents, such as a floor plan or a job description. Chat with the seller to download them.',
} as const);

export type AdDocumentsText = { [K in keyof typeof adDocumentsText]: string };
