// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityView } from '@/components/activity/ActivityView';
import { db, type AuditEntry, type Engine } from '@/lib/db';

const ROW_PX = 50;
const PANEL_PX = 600;

// happy-dom has no layout: the list's scroll box gets a side panel's height and each entry a row's height.
beforeEach(() => {
  const fake = (property: 'clientHeight' | 'offsetHeight', className: string, px: number) => {
    const real = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains(className) ? px : (real?.get?.call(this) ?? 0);
      },
    });
    return () => {
      if (real) Object.defineProperty(HTMLElement.prototype, property, real);
    };
  };
  const restore = [fake('clientHeight', 'audit-scroll', PANEL_PX), fake('offsetHeight', 'audit-entry', ROW_PX)];
  return () => restore.forEach((undo) => undo());
});
beforeEach(async () => {
  await db.audit.clear();
});
afterEach(cleanup);

const TOOLS = ['add_task', 'list_tasks', 'complete_task'];
const ENGINES: Engine[] = ['manual', 'remote', 'quick-add', 'offline'];

/** `count` entries, tools and engines interleaved; each says its id in its message. */
async function seed(count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    at: '2026-03-10T09:30:00.000Z',
    toolName: TOOLS[i % 3]!,
    input: {},
    risk: 'low',
    status: 'ok',
    output: { message: `Entry ${i + 1}` },
    engine: ENGINES[i % 4]!,
  }));
  await db.audit.bulkAdd(rows as AuditEntry[]);
}

const log = () => screen.getByRole('list', { name: 'Activity log' });
/** What each entry on screen says, without who acted ("Quick-add: Entry 7" reads "Entry 7"). */
const summaries = () =>
  within(log())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.audit-summary')?.textContent?.replace(/^(You|Quick-add|Assistant): /, ''));
const findEntry = (text: string) => screen.findByText(new RegExp(`: ${text}$`));
const showLookups = () => fireEvent.click(screen.getByRole('checkbox', { name: 'Show lookups' }));

describe('ActivityView at scale', () => {
  it('renders only the rows on screen, and reads the next page as the user scrolls to the end', async () => {
    await seed(500);
    await act(async () => {
      render(<ActivityView />);
    });
    showLookups();
    await findEntry('Entry 500');
    const rendered = summaries();
    expect(rendered[0]).toBe('Entry 500');
    // A 600 px panel of 50 px rows: a dozen rows and the overscan, not the page of 50 nor the 500.
    expect(rendered.length).toBeGreaterThanOrEqual(PANEL_PX / ROW_PX);
    expect(rendered.length).toBeLessThan(30);
    expect(within(log()).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('-1');

    // Scrolling to the end of each page shows its last entry, and the next page is read on the way.
    const scroller = document.querySelector('.audit-scroll') as HTMLElement;
    const list = document.querySelector('.audit-list') as HTMLElement;
    for (let page = 1; page <= 3; page += 1) {
      const lastOfPage = `Entry ${500 - page * 50 + 1}`;
      await waitFor(async () => {
        await act(async () => {
          scroller.scrollTop = Number.parseInt(list.style.height, 10) - PANEL_PX;
          fireEvent.scroll(scroller);
        });
        expect(summaries()).toContain(lastOfPage);
      });
    }
    // The rows now on screen are the 150th and around it; the first rows left the page.
    expect(summaries()).not.toContain('Entry 500');
  });

  it('filters by what happened and by who, each alone and together', async () => {
    await seed(120);
    await act(async () => {
      render(<ActivityView />);
    });
    showLookups();
    await findEntry('Entry 120');

    const tool = screen.getByRole('combobox', { name: 'What happened' });
    expect(
      within(tool)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anything', 'Added', 'Changed', 'Completed or reopened', 'Deleted', 'Undone', 'Reminders', 'Imports', 'Memory', 'Chat history deleted', 'Sync', 'Lookups']);
    fireEvent.change(tool, { target: { value: 'lookups' } });
    await waitFor(() => expect(summaries()[0]).toBe('Entry 119'));
    expect(summaries().every((text) => (Number(text!.split(' ')[1]) - 1) % 3 === 1)).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Who' }), { target: { value: 'quick-add' } });
    // list_tasks (i % 3 = 1) by quick-add (i % 4 = 2): i = 10, 22, 34, … 118, ids 11, 23, 35, … 119.
    await waitFor(() => expect(summaries().slice(0, 3)).toEqual(['Entry 119', 'Entry 107', 'Entry 95']));

    fireEvent.change(tool, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Who' }), { target: { value: 'assistant' } });
    await waitFor(() => expect(summaries()[0]).toBe('Entry 120'));
    expect(summaries().slice(0, 4)).toEqual(['Entry 120', 'Entry 118', 'Entry 116', 'Entry 114']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Who' }), { target: { value: 'webllm' } });
    await screen.findByText('No activity matches these filters.');
  });

  it('hides lookups until asked for, and shows them when their tool is chosen', async () => {
    await seed(12);
    await act(async () => {
      render(<ActivityView />);
    });
    await findEntry('Entry 12');
    // Entries 2, 5, 8, 11 are list_tasks: hidden by default.
    expect(summaries()).toEqual(['Entry 12', 'Entry 10', 'Entry 9', 'Entry 7', 'Entry 6', 'Entry 4', 'Entry 3', 'Entry 1']);
    showLookups();
    await waitFor(() => expect(summaries()).toHaveLength(12));
    expect(summaries()[0]).toBe('Entry 12');
    expect(summaries()[1]).toBe('Entry 11');
    showLookups();
    await waitFor(() => expect(summaries()).toHaveLength(8));
    fireEvent.change(screen.getByRole('combobox', { name: 'What happened' }), { target: { value: 'lookups' } });
    await waitFor(() => expect(summaries()).toEqual(['Entry 11', 'Entry 8', 'Entry 5', 'Entry 2']));
    expect(screen.getByRole('checkbox', { name: 'Show lookups' })).toHaveProperty('disabled', true);
  });

  it('says only lookups happened, rather than nothing, when every entry is a lookup', async () => {
    await db.audit.add({
      at: '2026-03-10T09:30:00.000Z',
      toolName: 'list_tasks',
      input: {},
      risk: 'low',
      status: 'ok',
      output: { count: 0, tasks: [] },
      engine: 'offline',
    } as AuditEntry);
    render(<ActivityView />);
    await screen.findByText(/the assistant only looked tasks up/);
    showLookups();
    expect(await screen.findByText('Assistant looked up 0 tasks')).toBeTruthy();
  });
});
