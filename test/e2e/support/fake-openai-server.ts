import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer to POST /v1/chat/completions. */
export type ScriptedResponse =
  /** `chunkDelayMs`: the text streams slowly, one 8-character chunk per delay (for Stop); it ends early when the client hangs up. */
  /** `promptTokens`: the prompt size the usage chunk reports (default 10), as a server that cut the prompt would. */
  | { text: string; chunkDelayMs?: number; promptTokens?: number }
  | { toolCalls: { name: string; arguments: Record<string, unknown>; id?: string }[]; text?: string }
  | { status: number; body?: string }
  /** A recorded stream replayed as it is: each string is written as one chunk of the response body (see test/e2e/fixtures/server-streams.ts). */
  | { raw: readonly string[] };

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body (chat completions), or undefined. */
  body: ChatRequestBody | undefined;
  /** When the request reached the server: epoch milliseconds with sub-millisecond precision (`performance.timeOrigin + performance.now()`). */
  receivedAt: number;
}

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
}

export interface FakeOpenAIServer {
  /** e.g. http://127.0.0.1:43123/v1 */
  baseURL: string;
  requests: RecordedRequest[];
  /** The chat completion requests only (streamed: the chat's turns). */
  chatRequests: () => ChatRequestBody[];
  /** The chat completion requests made without streaming (memory summaries). */
  summaryRequests: () => ChatRequestBody[];
  /** The embedding requests' inputs. */
  embeddingRequests: () => string[][];
  /** Makes POST /v1/embeddings answer HTTP 500 (true) or work again (false). */
  failEmbeddings: (fail: boolean) => void;
  /** What a summary request (a chat completion without streaming) answers. */
  summaryText: string;
  /** The ids GET /v1/models lists (default: the test model). */
  models: string[];
  /** Queues answers, used in order; an unscripted request gets a text saying so. */
  script: (...responses: ScriptedResponse[]) => void;
  /**
   * Answers streamed chat requests from what they carry instead of the queue
   * (undefined: the queue answers): the same request gets the same answer, so a
   * retry after an interruption is answered as the first try was.
   */
  respond: ((body: ChatRequestBody) => ScriptedResponse | undefined) | undefined;
  /** Cuts every open connection at once, as a network that drops would (streams in flight end mid-way). */
  dropConnections: () => void;
  close: () => Promise<void>;
}

const MODEL = 'test-model';
let counter = 0;

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const payload = {
    id: `chatcmpl-${counter}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

/** The real chat-completions SSE wire format, split into several chunks. */
function streamOf(response: Exclude<ScriptedResponse, { status: number } | { raw: readonly string[] }>): string[] {
  counter += 1;
  const events = [chunk({ role: 'assistant', content: '' })];
  const text = 'text' in response ? response.text : undefined;
  if (text) {
    for (const piece of text.match(/.{1,8}/gs) ?? []) events.push(chunk({ content: piece }));
  }
  let finish = 'stop';
  if ('toolCalls' in response) {
    finish = 'tool_calls';
    response.toolCalls.forEach((call, index) => {
      const id = call.id ?? `call_${counter}_${index}`;
      const args = JSON.stringify(call.arguments);
      const half = Math.ceil(args.length / 2);
      events.push(chunk({ tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }] }));
      events.push(chunk({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] }));
      events.push(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }));
    });
  }
  events.push(chunk({}, finish));
  const promptTokens = 'promptTokens' in response && response.promptTokens !== undefined ? response.promptTokens : 10;
  events.push(
    `data: ${JSON.stringify({ id: `chatcmpl-${counter}`, object: 'chat.completion.chunk', created: 0, model: MODEL, choices: [], usage: { prompt_tokens: promptTokens, completion_tokens: 5, total_tokens: promptTokens + 5 } })}\n\n`,
  );
  events.push('data: [DONE]\n\n');
  return events;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** A word's place among the 64 dimensions of the fake embedding. */
function dimensionOf(word: string): number {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 64;
}

/** A deterministic bag-of-words embedding: texts that share words are close. */
export function fakeEmbedding(text: string): number[] {
  const vector = Array.from({ length: 64 }, () => 0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) vector[dimensionOf(word)]! += 1;
  return vector;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** An OpenAI-compatible server on 127.0.0.1 (random port) that answers from a script and records what it got. */
export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const queue: ScriptedResponse[] = [];
  const requests: RecordedRequest[] = [];
  let embeddingsFail = false;
  const summary = { text: 'Summary of the earlier messages.' };
  const listed = { models: [MODEL] };
  const responder: { fn: FakeOpenAIServer['respond'] } = { fn: undefined };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const receivedAt = performance.timeOrigin + performance.now();
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const raw = await readBody(request);
    let body: ChatRequestBody | undefined;
    try {
      body = raw ? (JSON.parse(raw) as ChatRequestBody) : undefined;
    } catch {
      body = undefined;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body, receivedAt });

    if (request.method === 'GET' && path === '/v1/models') {
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: listed.models.map((id) => ({ id, object: 'model', owned_by: 'test' })) }));
      return;
    }
    if (request.method === 'POST' && path === '/v1/embeddings') {
      if (embeddingsFail) {
        response.writeHead(500, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Embeddings are down', type: 'server_error' } }));
        return;
      }
      const input = (body as unknown as { input?: unknown })?.input;
      const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')];
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          model: 'test-embed',
          data: texts.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
          usage: { prompt_tokens: 1, total_tokens: 1 },
        }),
      );
      return;
    }
    if (request.method === 'POST' && path === '/v1/chat/completions' && body && body.stream !== true) {
      // A request without streaming is a memory summary: answered apart from the script, so chat scripts stay in order.
      response.writeHead(200, { ...CORS, 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-summary',
          object: 'chat.completion',
          created: 0,
          model: MODEL,
          choices: [{ index: 0, message: { role: 'assistant', content: summary.text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
      return;
    }
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      response.writeHead(404, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const next = (body && responder.fn?.(body)) ?? queue.shift() ?? { text: 'UNSCRIPTED REQUEST' };
    if ('status' in next) {
      response.writeHead(next.status, { ...CORS, 'content-type': 'application/json' });
      response.end(next.body ?? JSON.stringify({ error: { message: 'Internal server error', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { ...CORS, 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const delay = 'chunkDelayMs' in next ? (next.chunkDelayMs ?? 0) : 0;
    let hungUp = false;
    response.on('close', () => {
      hungUp = true;
    });
    for (const event of 'raw' in next ? next.raw : streamOf(next)) {
      if (hungUp) return;
      response.write(event);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    response.end();
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions' && r.body?.stream === true).map((r) => r.body!),
    summaryRequests: () => requests.filter((r) => r.path === '/v1/chat/completions' && r.body && r.body.stream !== true).map((r) => r.body!),
    embeddingRequests: () =>
      requests
        .filter((r) => r.path === '/v1/embeddings')
        .map((r) => {
          const input = (r.body as unknown as { input?: unknown } | undefined)?.input;
          return Array.isArray(input) ? input.map(String) : [String(input ?? '')];
        }),
    failEmbeddings: (fail) => {
      embeddingsFail = fail;
    },
    get summaryText() {
      return summary.text;
    },
    set summaryText(text: string) {
      summary.text = text;
    },
    get models() {
      return listed.models;
    },
    set models(ids: string[]) {
      listed.models = ids;
    },
    script: (...responses) => void queue.push(...responses),
    get respond() {
      return responder.fn;
    },
    set respond(fn: FakeOpenAIServer['respond']) {
      responder.fn = fn;
    },
    dropConnections: () => server.closeAllConnections(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
