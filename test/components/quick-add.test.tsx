// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QuickAdd } from '@/components/quick-add/QuickAdd';
import { db } from '@/lib/db';

beforeEach(async () => {
  await db.todos.clear();
  await db.audit.clear();
});
afterEach(cleanup);

const input = () => screen.getByLabelText('Quick add') as HTMLInputElement;

it('focuses the input and shows chips for what it recognised as the user types', () => {
  render(<QuickAdd onClose={() => {}} />);
  expect(document.activeElement).toBe(input());
  fireEvent.change(input(), { target: { value: 'pay rent p1 #home' } });
  const chips = screen.getByRole('list', { name: 'Recognised' });
  expect(chips.textContent).toContain('Priority 1');
  expect(chips.textContent).toContain('#home');
});

it('saves on Enter through add_task as quick-add, then closes', async () => {
  const onClose = vi.fn();
  render(<QuickAdd onClose={onClose} />);
  fireEvent.change(input(), { target: { value: 'renew passport #admin' } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(await db.todos.toArray()).toMatchObject([{ title: 'Renew passport', tags: ['admin'] }]);
  expect(await db.audit.toArray()).toMatchObject([{ engine: 'quick-add', toolName: 'add_task' }]);
});

it('shows the error inline and keeps the text when nothing can be saved', async () => {
  const onClose = vi.fn();
  render(<QuickAdd onClose={onClose} />);
  fireEvent.change(input(), { target: { value: '#home' } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect((await screen.findByRole('alert')).textContent).toContain('Type what you need to do');
  expect(input().value).toBe('#home');
  expect(onClose).not.toHaveBeenCalled();
  expect(await db.todos.count()).toBe(0);
});

it('closes on Escape without saving', async () => {
  const onClose = vi.fn();
  render(<QuickAdd onClose={onClose} />);
  fireEvent.change(input(), { target: { value: 'buy milk' } });
  fireEvent.keyDown(input(), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(await db.todos.count()).toBe(0);
});

it('offers the page it was opened on as a chip: kept, the task links to it; dropped with ✕, it does not', async () => {
  const page = { url: 'https://example.com/post', title: 'A post' };
  const onClose = vi.fn();
  const { unmount } = render(<QuickAdd onClose={onClose} page={page} />);
  expect(screen.getByText('A post')).toBeTruthy();
  fireEvent.change(input(), { target: { value: 'reply tomorrow 9am p2' } });
  expect(screen.getByRole('list', { name: 'Recognised' }).textContent).toContain('Priority 2');
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  unmount();

  render(<QuickAdd onClose={onClose} page={page} />);
  fireEvent.click(screen.getByRole('button', { name: 'Remove the link to A post' }));
  expect(screen.queryByText('A post')).toBeNull();
  fireEvent.change(input(), { target: { value: 'something else' } });
  fireEvent.keyDown(input(), { key: 'Enter' });
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  const [linked, plain] = await db.todos.toArray();
  expect(linked).toMatchObject({ title: 'Reply', priority: 2, url: page.url, urlTitle: 'A post' });
  expect(plain).toMatchObject({ title: 'Something else' });
  expect(plain).not.toHaveProperty('url');
});
