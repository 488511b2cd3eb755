import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChatClient, loadChatSchemas } from '@/lib/chat';
import {
  agentEventSchema,
  clientMessageSchema,
  createChatPortListener,
  createRuntimeRequestListener,
  isTrustedSender,
  PORT_NAME,
  runtimeRequestSchema,
  type AgentApi,
  type AgentEvent,
} from '@/lib/messaging';
import { ok } from '@/lib/util';
import { fakePort } from '../messaging/fake-port';

// Every message crossing a context boundary is either validated and handled, or dropped:
// nothing thrown past the listener, nothing run for a message that does not parse.

const self = { id: 'ext-id', baseURL: 'chrome-extension://ext-id/' };
const panel = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };
const UUID = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';

/** Values as a port delivers them (structured-cloneable), and near misses of real messages. */
const cloneable = fc.anything({
  maxDepth: 3,
  withBoxedValues: false,
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withNullPrototype: false,
  withBigInt: true,
});
const field = fc.oneof(cloneable, fc.constant(UUID), fc.string({ maxLength: 12 }), fc.boolean(), fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }));
function nearMiss(types: readonly string[]) {
  return fc.record(
    {
      type: fc.oneof(fc.constantFrom(...types), fc.string({ maxLength: 10 })),
      conversationId: field,
      text: field,
      approvalId: field,
      approvalIds: field,
      approved: field,
      messageId: field,
      turnId: field,
    },
    { requiredKeys: ['type'] },
  );
}
const CLIENT_TYPES = ['send', 'approval', 'approvals', 'retry', 'stop', 'heartbeat'];
// The schemas are zod/mini's, which keep their parts in `_zod.def` (no `.options` or `.value`).
const EVENT_TYPES = agentEventSchema._zod.def.options.map((option) => option.shape.type._zod.def.values[0]!);
const RUNTIME_TYPES = runtimeRequestSchema._zod.def.options.map((option) => option.shape.type._zod.def.values[0]!);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The port's schemas load after the panel's first paint; these tests are about the client once they are here.
beforeAll(async () => {
  await loadChatSchemas();
});

describe('the background chat port, on any message', () => {
  it('runs the agent once per valid request, drops the rest, and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(cloneable, nearMiss(CLIENT_TYPES)), { maxLength: 8 }), async (messages) => {
        let runs = 0;
        const agent: AgentApi<null> = {
          runTurn: async () => void runs++,
          answerApproval: async () => void runs++,
          retryTurn: async () => void runs++,
        };
        const port = fakePort(PORT_NAME, panel);
        createChatPortListener({ agent, deps: null, self })(port);
        for (const message of messages) expect(() => port.deliver(message)).not.toThrow();
        for (let i = 0; i < messages.length + 2; i++) await settle();
        const requests = messages.filter((m) => {
          const parsed = clientMessageSchema.safeParse(m);
          return parsed.success && parsed.data.type !== 'heartbeat' && parsed.data.type !== 'stop';
        });
        expect(runs).toBe(requests.length);
        // Everything the panel got back is a valid event: one `idle` per request, nothing else from a fake agent.
        expect(port.posted.every((event) => agentEventSchema.safeParse(event).success)).toBe(true);
        expect(port.posted.filter((event) => (event as AgentEvent).type === 'idle')).toHaveLength(requests.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the panel chat client, on any event', () => {
  it('passes on only valid events and never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(cloneable, nearMiss(EVENT_TYPES)), { maxLength: 8 }), (events) => {
        const seen: AgentEvent[] = [];
        const ports: ReturnType<typeof fakePort>[] = [];
        const client = createChatClient({
          connect: () => {
            const port = fakePort(PORT_NAME);
            ports.push(port);
            return port;
          },
          onEvent: (event) => seen.push(event),
          onInterrupted: () => {},
          heartbeatMs: 60_000,
        });
        client.send(UUID, 'hello');
        for (const event of events) expect(() => ports[0]!.deliver(event)).not.toThrow();
        client.close();
        expect(seen).toEqual(
          events.flatMap((event) => {
            const parsed = agentEventSchema.safeParse(event);
            return parsed.success ? [parsed.data] : [];
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('one-shot runtime requests, on any message from any sender', () => {
  const sender = fc.oneof(
    fc.constant(panel),
    fc.constant(undefined),
    fc.constant({ id: 'ext-id', url: 'chrome-extension://ext-id.evil/x.html' }),
    fc.record(
      {
        id: fc.oneof(fc.constant('ext-id'), fc.string({ maxLength: 8 })),
        url: fc.oneof(fc.constant('chrome-extension://ext-id/x.html'), fc.webUrl(), fc.string({ maxLength: 20 })),
      },
      { requiredKeys: [] },
    ),
  );

  it('answers only a valid request from its own pages, with a valid reply; returns false for the rest; never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(cloneable, nearMiss(RUNTIME_TYPES)), sender, async (message, from) => {
        const handled: unknown[] = [];
        const listener = createRuntimeRequestListener(self, {
          'reminders/sync': async (request) => {
            handled.push(request);
            return ok(undefined);
          },
        });
        let reply: unknown;
        let answered = false;
        let returned = false;
        expect(() => {
          returned = listener(message, from as never, (r) => {
            answered = true;
            reply = r;
          });
        }).not.toThrow();
        await settle();
        await settle();
        const valid = isTrustedSender(from as never, self) && runtimeRequestSchema.safeParse(message).success && (message as { type: string }).type === 'reminders/sync';
        expect(returned).toBe(valid);
        expect(answered).toBe(valid);
        expect(handled).toHaveLength(valid ? 1 : 0);
        if (valid) expect(reply).toEqual({ ok: true, value: undefined });
      }),
      { numRuns: 500 },
    );
  });
});
