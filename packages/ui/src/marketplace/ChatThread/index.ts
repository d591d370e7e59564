export { ChatThread, defaultChatThreadLabels } from './ChatThread';
export type { ChatMessage, ChatMessageStatus, ChatThreadLabels, ChatThreadProps } from './ChatThread';
