export * from './protocol';
export type { AgentApi, Emit } from './agent-api';
export { toPortLike, type PortLike } from './port-like';
export { isTrustedSender, thisExtension, type ExtensionIdentity, type SenderInfo } from './trusted-sender';
export { createChatPortListener, type ChatPortOptions } from './chat-port-handler';
export { createRuntimeRequestListener, type RuntimeMessageListener, type RuntimeRequestHandlers } from './runtime-request-listener';
export { NO_ANSWER, sendRuntimeRequest, type SendMessage } from './send-runtime-request';
export { createApprovalSweeper, APPROVAL_ALARM } from './approval-alarm';
