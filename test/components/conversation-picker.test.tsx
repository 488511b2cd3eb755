// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConversationPicker } from '@/components/chat/ConversationPicker';

afterEach(cleanup);
const noop = () => undefined;

describe('the conversation picker', () => {
  it('with nothing stored yet shows only the New conversation button, no drop-down', () => {
    render(<ConversationPicker conversations={[]} currentId="c1" isStored={false} onSelect={noop} onNew={noop} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeTruthy();
  });

  it('with stored conversations offers them in the Conversations drop-down', () => {
    const conversations = [{ id: 'c1', title: 'Groceries', createdAt: '2026-03-10T09:30:00.000Z', updatedAt: '2026-03-10T09:30:00.000Z' }];
    render(<ConversationPicker conversations={conversations} currentId="c1" isStored onSelect={noop} onNew={noop} />);
    expect(screen.getByRole('combobox', { name: 'Conversations' }).textContent).toContain('Groceries');
    expect((screen.getByRole('button', { name: 'New conversation' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers Delete conversation for a stored conversation only', () => {
    const conversations = [{ id: 'c1', title: 'Groceries', createdAt: '2026-03-10T09:30:00.000Z', updatedAt: '2026-03-10T09:30:00.000Z' }];
    const { rerender } = render(<ConversationPicker conversations={conversations} currentId="c1" isStored onSelect={noop} onNew={noop} onDelete={noop} />);
    expect((screen.getByRole('button', { name: 'Delete conversation' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<ConversationPicker conversations={conversations} currentId="c2" isStored={false} onSelect={noop} onNew={noop} onDelete={noop} />);
    expect((screen.getByRole('button', { name: 'Delete conversation' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
