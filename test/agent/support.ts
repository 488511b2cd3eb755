import type { LanguageModelV4StreamPart, LanguageModelV4StreamResult } from '@ai-sdk/provider';
import { APICallError } from '@ai-sdk/provider';
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import type { AgentDeps, ModelTier } from '@/lib/agent';
import type { AgentEvent } from '@/lib/messaging/protocol';
import type { TodoDatabase } from '@/lib/db';
import { freshDatabase } from '../support/database';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

export const CONVERSATION = '5b2d3f7e-9a41-4c3e-8f0a-2d6b1c9e7a10';
/** 09:30 in Paris. */
export const NOW = new Date('2026-03-10T08:30:00.000Z');

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

function stream(parts: LanguageModelV4StreamPart[]): LanguageModelV4StreamResult {
  return { stream: convertArrayToReadableStream(parts) };
}

/** A model step that answers with text. */
export function textStep(text: string): LanguageModelV4StreamResult {
  return stream([
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't1' },
    { type: 'text-delta', id: 't1', delta: text },
    { type: 'text-end', id: 't1' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ]);
}

/** A model step that calls tools (optionally after some text). */
export function toolStep(calls: Array<{ id: string; name: string; input: unknown }>, text?: string): LanguageModelV4StreamResult {
  return stream([
    { type: 'stream-start', warnings: [] },
    ...(text
      ? ([
          { type: 'text-start', id: 't1' },
          { type: 'text-delta', id: 't1', delta: text },
          { type: 'text-end', id: 't1' },
        ] as LanguageModelV4StreamPart[])
      : []),
    ...calls.map((call): LanguageModelV4StreamPart => ({ type: 'tool-call', toolCallId: call.id, toolName: call.name, input: JSON.stringify(call.input) })),
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
  ]);
}

/** A model that answers its calls in order with these steps. */
export function scriptedModel(steps: LanguageModelV4StreamResult[], modelId = 'mock-remote'): MockLanguageModelV4 {
  return new MockLanguageModelV4({ modelId, doStream: steps });
}

/** A model whose server answers with an HTTP status. */
export function failingModel(statusCode: number, modelId = 'mock-remote'): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    modelId,
    doStream: async () => {
      throw new APICallError({
        message: `HTTP ${statusCode}`,
        url: 'http://127.0.0.1:11434/v1/chat/completions',
        requestBodyValues: {},
        statusCode,
        isRetryable: false,
      });
    },
  });
}

export interface Harness {
  db: TodoDatabase;
  deps: AgentDeps;
  events: AgentEvent[];
  emit: (event: AgentEvent) => void;
  clock: { now: Date };
  settings: Settings;
}

export function harness(tiers: ModelTier[], settings: Partial<Settings> = {}): Harness {
  const db = freshDatabase('agent');
  const clock = { now: NOW };
  const fullSettings: Settings = {
    ...DEFAULT_SETTINGS,
    provider: 'remote',
    remote: { baseURL: 'http://127.0.0.1:11434/v1', apiKey: 'sk-secret-key-123', model: 'llama3.2' },
    ...settings,
  };
  const events: AgentEvent[] = [];
  return {
    db,
    clock,
    settings: fullSettings,
    events,
    emit: (event) => events.push(event),
    deps: {
      db,
      settings: async () => fullSettings,
      now: () => clock.now,
      timeZone: 'Europe/Paris',
      models: async () => tiers,
      maxRetries: 0,
    },
  };
}

/** The events of these types, without the conversation id noise. */
export function eventsOf<T extends AgentEvent['type']>(events: AgentEvent[], type: T): Array<Extract<AgentEvent, { type: T }>> {
  return events.filter((event): event is Extract<AgentEvent, { type: T }> => event.type === type);
}

/** All text the panel streamed. */
export const streamedText = (events: AgentEvent[]) =>
  eventsOf(events, 'text-delta')
    .map((event) => event.text)
    .join('');

/** The prompt (system + messages) a mock model received on its n-th call. */
export function promptOf(model: MockLanguageModelV4, call = 0) {
  return model.doStreamCalls[call]!.prompt;
}
