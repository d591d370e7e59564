export { InboxList } from './InboxList';
export type { InboxChat, InboxListProps } from './InboxList';
