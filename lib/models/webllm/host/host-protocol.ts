import { z } from 'zod';
import { engineChunkSchema, engineRequestSchema } from '../../local-tools/engine';

/** One operation per runtime Port between the background and the offscreen document. */
export const HOST_PORT_NAME = 'todo-assistant/webllm-host';

export const hostRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('generate'), request: engineRequestSchema }),
  z.object({ type: z.literal('download'), modelId: z.string().min(1) }),
  z.object({ type: z.literal('delete'), modelId: z.string().min(1) }),
  z.object({ type: z.literal('is-cached'), modelId: z.string().min(1) }),
  z.object({ type: z.literal('embed'), modelId: z.string().min(1), texts: z.array(z.string()).max(256) }),
]);
export type HostRequest = z.infer<typeof hostRequestSchema>;

export const hostReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), chunk: engineChunkSchema }),
  z.object({ type: z.literal('progress'), progress: z.number(), timeElapsed: z.number(), text: z.string() }),
  z.object({ type: z.literal('done'), resolvedId: z.string().optional(), cached: z.boolean().optional(), vectors: z.array(z.array(z.number())).optional() }),
  z.object({ type: z.literal('error'), kind: z.string(), message: z.string() }),
  /** Sent while an operation runs: each message keeps Chrome's service worker awake. */
  z.object({ type: z.literal('heartbeat') }),
]);
export type HostReply = z.infer<typeof hostReplySchema>;
