import { z } from 'zod';

/** One operation per runtime Port between the background and the sync host (Chrome's offscreen document). */
export const SYNC_HOST_PORT_NAME = 'todo-assistant/sync-host';

const address = z.string().min(1).max(2000);

export const syncHostRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connect'),
    login: z.object({
      serverUrl: address,
      username: z.string().min(1).max(500),
      password: z.string().min(1).max(2000),
      calendarUrl: address.optional(),
      createCalendar: z.boolean().optional(),
    }),
  }),
  z.object({ type: z.literal('sync') }),
]);
export type SyncHostRequest = z.infer<typeof syncHostRequestSchema>;

const count = z.number().int().min(0);
const taskCalendarSchema = z.object({ url: z.string().max(2000), name: z.string().max(500) });

export const syncHostReplySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    outcome: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), calendars: z.array(taskCalendarSchema).max(500), calendarUrl: z.string().max(2000) }),
      z.object({ ok: z.literal(false), problem: z.string().max(2000) }),
    ]),
  }),
  z.object({ type: z.literal('synced'), report: z.object({ received: count, sent: count, conflicts: count, problem: z.string().max(2000).optional() }) }),
  /** The engine threw: its message, for the log and the reply to Sync now. */
  z.object({ type: z.literal('error'), message: z.string().max(2000) }),
  /** Sent while a sync runs: each message keeps Chrome's service worker awake. */
  z.object({ type: z.literal('heartbeat') }),
]);
export type SyncHostReply = z.infer<typeof syncHostReplySchema>;
