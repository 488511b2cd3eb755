// zod/mini: the panel loads this at start (see lib/settings/settings-schema.ts for why mini).
import { z } from 'zod/mini';
import { ENGINES } from '../db/entities';
import type { Result } from '../util';

/**
 * The Port protocol between the side panel and the background. Both sides
 * validate every message with these schemas; anything that does not parse is
 * dropped. Port name: PORT_NAME.
 */
export { HEARTBEAT_INTERVAL_MS, PORT_NAME } from './chat-port';

const engineSchema = z.enum(ENGINES);
const approvalIdSchema = z.string().check(z.minLength(1), z.maxLength(200));

/** Panel → background. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), conversationId: z.uuid({ version: 'v4' }), text: z.string().check(z.trim(), z.minLength(1), z.maxLength(10_000)) }),
  z.object({ type: z.literal('approval'), approvalId: approvalIdSchema, approved: z.boolean() }),
  /** Approve all / Reject all: the pending approvals one step asked for, answered at once. */
  z.object({ type: z.literal('approvals'), approvalIds: z.array(approvalIdSchema).check(z.minLength(1), z.maxLength(50)), approved: z.boolean() }),
  /** Re-runs the model on a conversation whose last turn was interrupted, without a new user message. */
  z.object({ type: z.literal('retry'), conversationId: z.uuid({ version: 'v4' }) }),
  /** Stop: ends this port's request in flight (and any it queued); what was said so far is kept. */
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('heartbeat') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Background → panel: the events of one turn, streamed as they happen. */
export const agentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('turn-start'), conversationId: z.string(), turnId: z.string() }),
  z.object({ type: z.literal('user-message-saved'), conversationId: z.string(), messageId: z.number() }),
  /** The user's message could not be saved (storage full, database closed…): nothing of it was kept, so the panel puts `text` back in the message box. */
  z.object({ type: z.literal('user-message-not-saved'), conversationId: z.string(), text: z.string().check(z.maxLength(10_000)), message: z.string() }),
  /** Which tier is answering, and why it fell back, if it did. */
  z.object({ type: z.literal('engine'), conversationId: z.string(), engine: engineSchema, note: z.optional(z.string()) }),
  /** The model call failed transiently and is tried again: attempt `attempt` of `max` ("Retrying (2/3)…"). */
  z.object({ type: z.literal('retrying'), conversationId: z.string(), attempt: z.int().check(z.minimum(2), z.maximum(10)), max: z.int().check(z.minimum(2), z.maximum(10)) }),
  z.object({ type: z.literal('text-delta'), conversationId: z.string(), text: z.string() }),
  z.object({ type: z.literal('tool-call'), conversationId: z.string(), toolCallId: z.string(), toolName: z.string(), input: z.unknown() }),
  z.object({ type: z.literal('tool-result'), conversationId: z.string(), toolCallId: z.string(), toolName: z.string(), output: z.unknown() }),
  /** `error` is one plain sentence; `detail`, the technical detail behind "Details". */
  z.object({
    type: z.literal('tool-error'),
    conversationId: z.string(),
    toolCallId: z.string(),
    toolName: z.string(),
    error: z.string(),
    detail: z.optional(z.string().check(z.maxLength(2000))),
  }),
  z.object({ type: z.literal('approval-required'), conversationId: z.string(), approvalId: z.string() }),
  /** A failure the user must read: what happened and what to do. */
  z.object({ type: z.literal('error'), conversationId: z.string(), message: z.string() }),
  z.object({ type: z.literal('turn-end'), conversationId: z.string(), turnId: z.string() }),
  z.object({ type: z.literal('heartbeat') }),
  /** The background has finished handling the panel's request (send, approval or retry), however it ended. */
  z.object({ type: z.literal('idle'), conversationId: z.optional(z.string()) }),
]);
export type AgentEvent = z.infer<typeof agentEventSchema>;

/**
 * The reply to every one-shot request: a value, or a sentence the user can
 * read (the shared `Result` of lib/util, validated on arrival).
 */
function resultSchema<T extends z.ZodMiniType>(value: T) {
  return z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), value }), z.object({ ok: z.literal(false), error: z.string() })]);
}
/**
 * A reply that says only whether it worked. Chrome carries messages as JSON,
 * which drops `value: undefined`: a missing value reads as undefined.
 */
const doneSchema = resultSchema(
  z.pipe(
    z.optional(z.undefined()),
    z.transform(() => undefined),
  ),
);

/*
 * One-shot requests (`browser.runtime.sendMessage`) between this extension's
 * own contexts, each followed by the schema of its reply. The listener
 * (createRuntimeRequestListener) validates both; the sender
 * (sendRuntimeRequest) validates the reply again on arrival.
 */

/** Panel → background: tests the saved remote model settings. The value is the sentence to show. */
const testConnectionRequest = z.object({ type: z.literal('test-connection') });
const testConnectionReply = resultSchema(z.string());

const modelId = z.string().check(z.minLength(1), z.maxLength(200));
/** Panel → background: starts downloading the in-browser model; the progress is written to storage. */
const webllmDownloadRequest = z.object({ type: z.literal('webllm/download'), modelId });
const webllmDownloadReply = doneSchema;
/** Panel → background: stops a running download (the parts fetched stay cached). */
const webllmCancelRequest = z.object({ type: z.literal('webllm/cancel'), modelId });
const webllmCancelReply = doneSchema;
/** Panel → background: deletes the model from the browser's storage. */
const webllmDeleteRequest = z.object({ type: z.literal('webllm/delete'), modelId });
const webllmDeleteReply = doneSchema;
/** Panel → background: checks that a model shown as downloaded is still cached. */
const webllmVerifyRequest = z.object({ type: z.literal('webllm/verify'), modelId });
const webllmVerifyReply = doneSchema;

/** Offscreen document → background (Chrome): neither WebLLM nor the sync engine has had anything to do for a while; closing it frees the GPU memory. */
const webllmHostIdleRequest = z.object({ type: z.literal('webllm/host-idle') });
const webllmHostIdleReply = doneSchema;

/** A page → background: it changed tasks (the Tasks view, quick-add); reminders, alarms and the badge follow. */
const remindersSyncRequest = z.object({ type: z.literal('reminders/sync') });
const remindersSyncReply = doneSchema;

const httpAddress = z.url({ protocol: /^https?$/ }).check(z.maxLength(2000));
/** Panel → background: connects the CalDAV account (discovery, then the chosen calendar or the first). */
const syncConnectRequest = z.object({
  type: z.literal('sync/connect'),
  serverUrl: httpAddress,
  username: z.string().check(z.minLength(1), z.maxLength(500)),
  password: z.string().check(z.minLength(1), z.maxLength(2000)),
  calendarUrl: z.optional(httpAddress),
  /** Create the “Todo Assistant” calendar (or reuse the one of that name) and sync with it. */
  createCalendar: z.optional(z.boolean()),
});
const taskCalendarSchema = z.object({ url: z.string().check(z.maxLength(2000)), name: z.string().check(z.maxLength(500)) });
/** The account's task calendars, and the one now synced. */
const syncConnectReply = resultSchema(z.object({ calendars: z.array(taskCalendarSchema).check(z.maxLength(500)), calendarUrl: z.string().check(z.maxLength(2000)) }));
/** Panel → background: Sync now. The value is what the sync did; a problem comes back as the failure's sentence. */
const syncNowRequest = z.object({ type: z.literal('sync/now') });
const count = z.int().check(z.minimum(0));
const syncNowReply = resultSchema(z.object({ received: count, sent: count, conflicts: count }));
/** Panel → background: forgets the account (address, user name, password, what was synced); the tasks stay. */
const syncDisconnectRequest = z.object({ type: z.literal('sync/disconnect') });
const syncDisconnectReply = doneSchema;
/** Panel → background: the panel opened; sync soon if an account is connected (nobody waits for it). */
const syncPanelOpenedRequest = z.object({ type: z.literal('sync/panel-opened') });
const syncPanelOpenedReply = doneSchema;

/**
 * Panel → background: a person is about to type (the message box got focus, the panel opened) and the
 * offline assistant answers: load its script now, off the turn's path (nobody waits for it).
 */
const offlineWarmRequest = z.object({ type: z.literal('offline/warm') });
const offlineWarmReply = doneSchema;

export const runtimeRequestSchema = z.discriminatedUnion('type', [
  testConnectionRequest,
  webllmDownloadRequest,
  webllmCancelRequest,
  webllmDeleteRequest,
  webllmVerifyRequest,
  webllmHostIdleRequest,
  remindersSyncRequest,
  syncConnectRequest,
  syncNowRequest,
  syncDisconnectRequest,
  syncPanelOpenedRequest,
  offlineWarmRequest,
]);
export type RuntimeRequest = z.infer<typeof runtimeRequestSchema>;
export type RuntimeRequestType = RuntimeRequest['type'];

const replySchemaMap = {
  'test-connection': testConnectionReply,
  'webllm/download': webllmDownloadReply,
  'webllm/cancel': webllmCancelReply,
  'webllm/delete': webllmDeleteReply,
  'webllm/verify': webllmVerifyReply,
  'webllm/host-idle': webllmHostIdleReply,
  'reminders/sync': remindersSyncReply,
  'sync/connect': syncConnectReply,
  'sync/now': syncNowReply,
  'sync/disconnect': syncDisconnectReply,
  'sync/panel-opened': syncPanelOpenedReply,
  'offline/warm': offlineWarmReply,
} satisfies Record<RuntimeRequestType, z.ZodMiniType<Result<unknown>>>;

type RuntimeReplyValues = { [T in RuntimeRequestType]: Extract<z.infer<(typeof replySchemaMap)[T]>, { ok: true }>['value'] };
type RuntimeRequests = { [T in RuntimeRequestType]: Extract<RuntimeRequest, { type: T }> };
/** The request of one type, e.g. `RuntimeRequestOf<'webllm/download'>`. */
export type RuntimeRequestOf<T extends RuntimeRequestType> = RuntimeRequests[T];
/** The reply a request of this type gets: a `Result` of its value. */
export type RuntimeReplyOf<T extends RuntimeRequestType> = Result<RuntimeReplyValues[T]>;

/**
 * The reply schema of each request type. `satisfies` above makes a request
 * without one a type error; this type lets generic code get the reply type of
 * its own request.
 */
export const runtimeReplySchemas: { [T in RuntimeRequestType]: z.ZodMiniType<RuntimeReplyOf<T>> } = replySchemaMap;
