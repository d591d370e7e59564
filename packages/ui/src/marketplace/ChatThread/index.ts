export { ChatThread } from './ChatThread';
export type {
  ChatMessage,
  ChatMessageStatus,
  ChatThreadOffer,
  ChatThreadPhoneRequest,
  ChatThreadProps,
} from './ChatThread';
export { defaultChatThreadText } from './chatThreadText';
export type { ChatThreadText } from './chatThreadText';
