import { describe, expect, it } from 'vitest';
import { toAgentEvent, type StreamPart } from '@/lib/agent/to-agent-event';

const part = (fields: Record<string, unknown>) => fields as unknown as StreamPart;

describe('toAgentEvent: what the panel hears of one stream part', () => {
  it('passes text on, and nothing for an empty delta or a step boundary', () => {
    expect(toAgentEvent(part({ type: 'text-delta', id: '1', text: 'Hi' }), 'c')).toEqual({ type: 'text-delta', conversationId: 'c', text: 'Hi' });
    expect(toAgentEvent(part({ type: 'text-delta', id: '1', text: '' }), 'c')).toBeUndefined();
    expect(toAgentEvent(part({ type: 'finish-step' }), 'c')).toBeUndefined();
  });

  it('keeps a preliminary tool result back and says a rejected action in words', () => {
    expect(toAgentEvent(part({ type: 'tool-result', toolCallId: 't', toolName: 'add_task', output: {}, preliminary: true }), 'c')).toBeUndefined();
    expect(toAgentEvent(part({ type: 'tool-output-denied', toolCallId: 't', toolName: 'delete_task' }), 'c')).toMatchObject({
      type: 'tool-error',
      error: 'Not done: the action was rejected.',
    });
  });

  it('a tool error is its message; a refused call is a plain sentence with its detail', () => {
    expect(toAgentEvent(part({ type: 'tool-error', toolCallId: 't', toolName: 'get_task', input: {}, error: new Error('Task #9 not found') }), 'c')).toMatchObject({
      error: 'Task #9 not found',
    });
    const refused = toAgentEvent(part({ type: 'tool-error', toolCallId: 't', toolName: 'add_task', input: { title: '' }, error: new Error('invalid') }), 'c', true);
    expect(refused).toMatchObject({ type: 'tool-error', toolName: 'add_task' });
    expect(refused && 'detail' in refused).toBe(true);
  });
});
