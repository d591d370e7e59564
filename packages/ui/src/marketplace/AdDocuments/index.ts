export { AdDocuments } from './AdDocuments';
export type { AdDocumentsProps, AdDocumentLink } from './AdDocuments';
export { adDocumentsText } from './adDocumentsText';
export type { AdDocumentsText } from './adDocumentsText';
