export { DocumentList } from './DocumentList';
export type { DocumentListProps, AttachedDocument } from './DocumentList';
export { documentListText } from './documentListText';
export type { DocumentListText } from './documentListText';
