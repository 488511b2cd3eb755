import { describe, expect, it } from 'vitest';
import { parseModelOutput, repairJson } from '@/lib/models/local-tools/parse-model-output';
import { partialReplyText } from '@/lib/models/local-tools/reply-text-stream';

const TOOLS = ['add_task', 'list_tasks'];

describe('reading the model answer', () => {
  it('reads a reply and a tool call', () => {
    expect(parseModelOutput('{"type":"reply","text":"Hi"}', TOOLS)).toEqual({ kind: 'reply', text: 'Hi' });
    expect(parseModelOutput('{"type":"tool_call","name":"list_tasks","arguments":{"status":"all"}}', TOOLS)).toEqual({
      kind: 'tool-call',
      toolName: 'list_tasks',
      input: '{"status":"all"}',
      repaired: false,
    });
  });
  it('repairs a Hermes-style tag, a truncated object and a differently written name', () => {
    expect(parseModelOutput('<tool_call>{"name": "List-Tasks", "arguments": {"status": "pending"', TOOLS)).toEqual({
      kind: 'tool-call',
      toolName: 'list_tasks',
      input: '{"status":"pending"}',
      repaired: true,
    });
  });
  it('keeps the raw input of arguments it cannot read, so the SDK reports it as a tool error', () => {
    const parsed = parseModelOutput('{"type":"tool_call","name":"add_task","arguments":"title = milk"}', TOOLS);
    expect(parsed).toEqual({ kind: 'tool-call', toolName: 'add_task', input: 'title = milk', repaired: true });
  });
  it('takes prose as a reply and reports an empty answer as malformed', () => {
    expect(parseModelOutput('Sure, done.', TOOLS)).toEqual({ kind: 'reply', text: 'Sure, done.' });
    expect(parseModelOutput('  ', TOOLS).kind).toBe('malformed');
    expect(parseModelOutput('{"foo": 1}', TOOLS).kind).toBe('malformed');
  });
  it('repairs JSON by closing what is open and dropping trailing commas', () => {
    expect(JSON.parse(repairJson('{"a": [1, 2,'))).toEqual({ a: [1, 2] });
    expect(JSON.parse(repairJson('{"a": "x} y'))).toEqual({ a: 'x} y' });
  });
  it('decodes the streamed reply text so far, stopping before a half escape', () => {
    expect(partialReplyText('{"type":"reply","text":"a\\nb\\')).toBe('a\nb');
    expect(partialReplyText('{"type":"reply","text":"caf\\u00e9" }')).toBe('café');
    expect(partialReplyText('{"type":"tool_call"')).toBeUndefined();
  });
});
