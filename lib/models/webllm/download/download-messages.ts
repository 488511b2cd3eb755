import { z } from 'zod';

/** Panel → background: what the Settings view asks of the download manager. */
export const downloadCommandSchema = z.object({
  type: z.enum(['webllm/download', 'webllm/cancel', 'webllm/delete', 'webllm/verify']),
  modelId: z.string().min(1).max(200),
});
export type DownloadCommand = z.infer<typeof downloadCommandSchema>;

export const downloadReplySchema = z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), error: z.string() })]);
export type DownloadReply = z.infer<typeof downloadReplySchema>;
