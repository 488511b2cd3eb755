export * from './protocol';
export type { AgentApi, Emit } from './agent-api';
export { toPortLike, type PortLike } from './port-like';
export { isTrustedSender, type ExtensionIdentity, type SenderInfo } from './trusted-sender';
export { createChatPortListener, type ChatPortOptions } from './chat-port-handler';
export { createRuntimeRequestListener, type RuntimeRequestHandlers } from './runtime-request-listener';
export { createApprovalSweeper, APPROVAL_ALARM } from './approval-alarm';
export { createChatClient, type ChatClient, type ChatClientOptions } from './chat-client';
export { createChatSession, chatSession, type ChatSession, type ChatClientFactory } from './chat-session';
