import { z } from 'zod';

/**
 * The seam between our LanguageModel and whatever runs WebLLM: the real
 * engine in the offscreen document (Chrome) or the background page (Firefox),
 * or a fake in tests. Requests and chunks are plain data so they can cross
 * runtime messages; both are validated with zod where they do.
 */
export const engineMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
});
export type EngineMessage = z.infer<typeof engineMessageSchema>;

export const engineRequestSchema = z.object({
  model: z.string().min(1),
  messages: z.array(engineMessageSchema).min(1),
  /** A JSON schema (as a string) the output must follow: constrained decoding. */
  jsonSchema: z.string().optional(),
  temperature: z.number().optional(),
  topP: z.number().optional(),
  maxTokens: z.number().int().positive().optional(),
  stop: z.array(z.string()).optional(),
});
export type EngineRequest = z.infer<typeof engineRequestSchema>;

export const engineChunkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('finish'),
    reason: z.enum(['stop', 'length', 'abort']),
    inputTokens: z.number().optional(),
    outputTokens: z.number().optional(),
  }),
]);
export type EngineChunk = z.infer<typeof engineChunkSchema>;

export interface ChatEngine {
  /** Streams one completion. Throws (or the iterator throws) with a clear sentence on failure. */
  chatCompletion(request: EngineRequest, signal?: AbortSignal): AsyncIterable<EngineChunk>;
}
