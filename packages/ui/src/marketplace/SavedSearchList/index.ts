export { SavedSearchList } from './SavedSearchList';
export type { SavedSearchListProps, SavedSearchItem } from './SavedSearchList';
export { savedSearchListText } from './savedSearchListText';
export type { SavedSearchListText } from './savedSearchListText';
