// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolCallCard } from '@/components/chat/ToolCallCard';
import { outcomeOfStoredOutput } from '@/lib/chat';

afterEach(cleanup);

describe('a failed tool call in the chat', () => {
  it('shows one plain sentence, with the technical detail behind Details', () => {
    const outcome = outcomeOfStoredOutput({
      type: 'error-json',
      value: { message: 'Titles can be up to 200 characters; the rest can go in the description.', detail: 'add_task: title: too_big (maximum 200)' },
    });
    render(<ToolCallCard toolCallId="c1" toolName="add_task" {...outcome} />);
    const card = screen.getByRole('status');
    expect(card.textContent).toContain('Titles can be up to 200 characters; the rest can go in the description.');
    const details = card.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Details');
    expect(details.textContent).toContain('too_big');
  });

  it('an SDK error stored before errors were made plain is not dumped: a sentence, the start of the text in Details', () => {
    const raw = `Invalid input for tool add_task: AI_TypeValidationError: Type validation failed: Value: {"title":"${'x'.repeat(5000)}"}`;
    const outcome = outcomeOfStoredOutput({ type: 'error-text', value: raw });
    expect(outcome.summary).not.toMatch(/AI_|Type validation/);
    expect(outcome.detail!.length).toBeLessThan(600);
  });
});
