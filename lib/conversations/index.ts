export { createConversation, listConversations, latestConversation, pickerConversations, NEW_CONVERSATION_TITLE, type PickerConversations } from './conversations';
export { appendMessages, saveUserMessage, loadHistory, listMessages, latestUserText, type AppendOptions } from './messages';
export { newestMessages, messagesBefore, messagesFrom } from './message-pages';
export { conversationTitle } from './conversation-title';
export { expiredReason, isExpiredReason } from './expired-approval';
