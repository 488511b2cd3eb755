export { createConversation, listConversations, latestConversation, NEW_CONVERSATION_TITLE } from './conversations';
export { appendMessages, saveUserMessage, loadHistory, listMessages, type AppendOptions } from './messages';
export { newestMessages, messagesBefore, messagesFrom } from './message-pages';
export { conversationTitle } from './conversation-title';
