/** The chat port's name (lib/messaging/protocol.ts has its messages' schemas). */
export const PORT_NAME = 'todo-assistant/chat';

/** Port messages are posted at least this often while a turn runs, so Chrome keeps the worker alive. */
export const HEARTBEAT_INTERVAL_MS = 20_000;
