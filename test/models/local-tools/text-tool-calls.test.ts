import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTextToolCallSplitter, parseTextToolCalls } from '@/lib/models/local-tools/text-tool-calls';

const TOOLS = ['add_task', 'list_tasks'];

/** Feeds `text` cut at `cuts`; returns what was shown while streaming, and the end. */
function split(text: string, cuts: number[]) {
  const splitter = createTextToolCallSplitter(TOOLS);
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  let shown = '';
  let from = 0;
  for (const point of [...points, text.length]) {
    shown += splitter.push(text.slice(from, point));
    from = point;
  }
  return { shown, end: splitter.end() };
}

const ANSWERS: [string, string, number][] = [
  ['<think>let me see</think>\n\nAll done.', 'All done.', 0],
  ['<tool_call>\n{"name": "add_task", "arguments": {"title": "Milk"}}\n</tool_call>', '', 1],
  ['Sure.\n<tool_call>{"name": "add_task", "arguments": {"title": "Milk"}}</tool_call>', 'Sure.\n', 1],
  ['<|python_tag|>{"name": "list_tasks", "parameters": {}}', '', 1],
  ['[TOOL_CALLS][{"name": "add_task", "arguments": {"title": "A"}}, {"name": "add_task", "arguments": {"title": "B"}}]', '', 2],
  ['Use <tool_box> and [TOOLS].', 'Use <tool_box> and [TOOLS].', 0],
];

describe('the text tool call splitter', () => {
  it.each(ANSWERS)('gives the same text and calls however %j is cut', (text, visible, calls) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
        const { shown, end } = split(text, cuts);
        expect(shown + end.text).toBe(visible);
        expect(end.calls).toHaveLength(calls);
        expect(shown).not.toMatch(/<think|<tool_call|python_tag|TOOL_CALLS\]/);
      }),
      { numRuns: 150 },
    );
  });

  it('reads each call with the shared parser (repairing a missing brace, matching a tool name in another case)', () => {
    expect(parseTextToolCalls('<tool_call>{"name": "AddTask", "arguments": {"title": "Milk"}', TOOLS)).toEqual([{ toolName: 'add_task', input: '{"title":"Milk"}' }]);
  });

  it('takes a bare JSON object for a call only when it names a tool', () => {
    expect(parseTextToolCalls('{"name": "weather", "parameters": {}}', TOOLS)).toBeUndefined();
    expect(parseTextToolCalls('{"name": "add_task", "parameters": {"title": "X"}}', TOOLS)).toEqual([{ toolName: 'add_task', input: '{"title":"X"}' }]);
  });
});
