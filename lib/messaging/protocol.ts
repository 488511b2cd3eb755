import { z } from 'zod';

/**
 * The Port protocol between the side panel and the background. Both sides
 * validate every message with these schemas; anything that does not parse is
 * dropped. Port name: PORT_NAME.
 */
export const PORT_NAME = 'todo-assistant/chat';

const engineSchema = z.enum(['remote', 'webllm', 'offline', 'quick-add', 'manual']);

/** Panel → background. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), conversationId: z.uuid({ version: 'v4' }), text: z.string().trim().min(1).max(10_000) }),
  z.object({ type: z.literal('approval'), approvalId: z.string().min(1).max(200), approved: z.boolean() }),
  /** Approve all / Reject all: the pending approvals one step asked for, answered at once. */
  z.object({ type: z.literal('approvals'), approvalIds: z.array(z.string().min(1).max(200)).min(1).max(50), approved: z.boolean() }),
  /** Re-runs the model on a conversation whose last turn was interrupted, without a new user message. */
  z.object({ type: z.literal('retry'), conversationId: z.uuid({ version: 'v4' }) }),
  z.object({ type: z.literal('heartbeat') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Background → panel: the events of one turn, streamed as they happen. */
export const agentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('turn-start'), conversationId: z.string(), turnId: z.string() }),
  z.object({ type: z.literal('user-message-saved'), conversationId: z.string(), messageId: z.number() }),
  /** The user's message could not be saved (storage full, database closed…): nothing of it was kept, so the panel puts `text` back in the message box. */
  z.object({ type: z.literal('user-message-not-saved'), conversationId: z.string(), text: z.string().max(10_000), message: z.string() }),
  /** Which tier is answering, and why it fell back, if it did. */
  z.object({ type: z.literal('engine'), conversationId: z.string(), engine: engineSchema, note: z.string().optional() }),
  z.object({ type: z.literal('text-delta'), conversationId: z.string(), text: z.string() }),
  z.object({ type: z.literal('tool-call'), conversationId: z.string(), toolCallId: z.string(), toolName: z.string(), input: z.unknown() }),
  z.object({ type: z.literal('tool-result'), conversationId: z.string(), toolCallId: z.string(), toolName: z.string(), output: z.unknown() }),
  z.object({ type: z.literal('tool-error'), conversationId: z.string(), toolCallId: z.string(), toolName: z.string(), error: z.string() }),
  z.object({ type: z.literal('approval-required'), conversationId: z.string(), approvalId: z.string() }),
  /** A failure the user must read: what happened and what to do. */
  z.object({ type: z.literal('error'), conversationId: z.string(), message: z.string() }),
  z.object({ type: z.literal('turn-end'), conversationId: z.string(), turnId: z.string() }),
  z.object({ type: z.literal('heartbeat') }),
  /** The background has finished handling the panel's request (send, approval or retry), however it ended. */
  z.object({ type: z.literal('idle'), conversationId: z.string().optional() }),
]);
export type AgentEvent = z.infer<typeof agentEventSchema>;

/** Port messages are posted at least this often while a turn runs, so Chrome keeps the worker alive. */
export const HEARTBEAT_INTERVAL_MS = 20_000;

/** One-shot requests (`browser.runtime.sendMessage`) from the extension's own pages. */
export const runtimeRequestSchema = z.discriminatedUnion('type', [
  /** Tests the saved remote model settings from the background. */
  z.object({ type: z.literal('test-connection') }),
]);
export type RuntimeRequest = z.infer<typeof runtimeRequestSchema>;

export const testConnectionResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: z.string().optional() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type TestConnectionResult = z.infer<typeof testConnectionResultSchema>;
