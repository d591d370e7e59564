export { InboxList } from './InboxList';
export type { InboxChat, InboxListProps } from './InboxList';
export { defaultInboxListText } from './inboxListText';
export type { InboxListText } from './inboxListText';
