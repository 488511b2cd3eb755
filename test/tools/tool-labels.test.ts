import { describe, expect, it } from 'vitest';
import { allTools } from '@/lib/tools';
import { LOOKUP_TOOL_NAMES, toolLabel } from '@/lib/tools/tool-labels';

describe('the light labels the chat shows before the tools load', () => {
  it('name every tool with its definition’s label', () => {
    for (const tool of allTools) expect(toolLabel(tool.name), tool.name).toBe(tool.label);
  });

  it('list exactly the tools whose definitions only read', () => {
    expect([...LOOKUP_TOOL_NAMES].sort()).toEqual(
      allTools
        .filter((tool) => tool.lookup)
        .map((tool) => tool.name)
        .sort(),
    );
  });

  it('name a data action by its label and keep an unknown name', () => {
    expect(toolLabel('delete_conversation')).toBe('Delete conversation');
    expect(toolLabel('no_such_tool')).toBe('no_such_tool');
  });
});
