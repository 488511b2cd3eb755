import { isRecord } from '../../util';
import type { FetchFunction } from './fetch-function';

/**
 * A tool call's `function.arguments` as the OpenAI format has it: a string of
 * JSON. llama.cpp's llama-server (and some proxies) send the object itself,
 * which the AI SDK's OpenAI provider refuses as an unreadable chunk; written
 * out as a string here, the call goes through. Nothing else changes.
 */
export function normalizeChoices(payload: unknown): boolean {
  if (!isRecord(payload) || !Array.isArray(payload.choices)) return false;
  let changed = false;
  for (const choice of payload.choices) {
    if (!isRecord(choice)) continue;
    for (const holder of [choice.delta, choice.message]) {
      if (!isRecord(holder) || !Array.isArray(holder.tool_calls)) continue;
      for (const call of holder.tool_calls) {
        if (!isRecord(call) || !isRecord(call.function)) continue;
        const args = call.function.arguments;
        if (args !== undefined && args !== null && typeof args !== 'string') {
          call.function.arguments = JSON.stringify(args);
          changed = true;
        }
      }
    }
  }
  return changed;
}

/** One SSE line as the provider should read it. */
export function normalizeSseLine(line: string): string {
  const match = /^data:\s?(.*)$/.exec(line);
  if (!match || !match[1] || match[1].trim() === '[DONE]') return line;
  let payload: unknown;
  try {
    payload = JSON.parse(match[1]);
  } catch {
    return line;
  }
  return normalizeChoices(payload) ? `data: ${JSON.stringify(payload)}` : line;
}

/** Rewrites an event stream line by line, whatever the chunk boundaries. */
function normalizeEventStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending += decoder.decode(chunk, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        if (lines.length) controller.enqueue(encoder.encode(lines.map(normalizeSseLine).join('\n') + '\n'));
      },
      flush(controller) {
        pending += decoder.decode();
        if (pending) controller.enqueue(encoder.encode(normalizeSseLine(pending)));
      },
    }),
  );
}

/** The model server's answers in the OpenAI format the provider reads (see normalizeChoices). */
export function normalizingFetch(fetchImpl: FetchFunction): FetchFunction {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (!response.ok || !response.body) return response;
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/event-stream')) {
      return new Response(normalizeEventStream(response.body), { status: response.status, statusText: response.statusText, headers: response.headers });
    }
    if (type.includes('application/json')) {
      const text = await response.text();
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
      }
      const body = normalizeChoices(payload) ? JSON.stringify(payload) : text;
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    }
    return response;
  };
}
