import { afterEach, describe, expect, it } from 'vitest';
import type { DBCore } from 'dexie';
import { buildThread, createMessageWindow, type MessageWindow, type MessageWindowState } from '@/lib/chat';
import { appendMessages } from '@/lib/conversations';
import { type StoredMessage, type TodoDatabase } from '@/lib/db';
import { freshDatabase } from '../support/database';

const C = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';
const SAME_TIME = '2026-03-10T09:30:00.000Z';

/** A database that counts the message rows its queries return. */
function countingDatabase() {
  const db = freshDatabase('message-window');
  const counter = { rows: 0 };
  db.use({
    stack: 'dbcore',
    name: 'count-message-rows',
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== 'messages') return table;
        return {
          ...table,
          async query(request) {
            const result = await table.query(request);
            counter.rows += result.result.length;
            return result;
          },
        };
      },
    }),
  });
  return { db, counter };
}

async function seed(db: TodoDatabase, count: number, conversationId = C, otherEvery = 0): Promise<void> {
  const rows: Omit<StoredMessage, 'id'>[] = [];
  for (let n = 1; n <= count; n++) {
    rows.push({ conversationId, role: n % 2 ? 'user' : 'assistant', content: `m${n}`, createdAt: SAME_TIME });
    if (otherEvery && n % otherEvery === 0) rows.push({ conversationId: OTHER, role: 'user', content: `other ${n}`, createdAt: SAME_TIME });
  }
  await db.messages.bulkAdd(rows as StoredMessage[]);
}

const open: (() => void)[] = [];
afterEach(() => open.splice(0).forEach((close) => close()));

/** Subscribes (as the chat does) and resolves once `ready` holds for the state. */
function watch(window: MessageWindow) {
  let wake = () => {};
  open.push(window.subscribe(() => wake()));
  return {
    until(ready: (state: MessageWindowState) => boolean): Promise<MessageWindowState> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out; state: ${JSON.stringify(texts(window.getState()))}`)), 3000);
        const check = () => {
          if (!ready(window.getState())) return;
          clearTimeout(timer);
          wake = () => {};
          resolve(window.getState());
        };
        wake = check;
        check();
      });
    },
  };
}
const loaded = (state: MessageWindowState) => state.messages !== undefined && !state.loadingEarlier;
const texts = (state: MessageWindowState) => state.messages?.map((m) => m.content);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);

describe('the chat window of a conversation', () => {
  it('an empty conversation: nothing earlier, and its first message shows when stored', async () => {
    const { db } = countingDatabase();
    const window = createMessageWindow(db, C, { pageSize: 5 });
    const chat = watch(window);
    expect(await chat.until(loaded)).toEqual({ messages: [], hasEarlier: false, loadingEarlier: false });
    await window.loadEarlier();
    await appendMessages(db, C, [{ role: 'user', content: 'first' }]);
    expect(texts(await chat.until((s) => s.messages!.length === 1))).toEqual(['first']);
  });

  it.each([
    [3, range(1, 3), false],
    [5, range(1, 5), false],
    [6, range(2, 6), true],
    [10, range(6, 10), true],
  ])('%i messages: opens on the newest page', async (count, expected, hasEarlier) => {
    const { db } = countingDatabase();
    await seed(db, count);
    const state = await watch(createMessageWindow(db, C, { pageSize: 5 })).until(loaded);
    expect(texts(state)).toEqual(expected);
    expect(state.hasEarlier).toBe(hasEarlier);
  });

  it('exactly two pages: loading earlier prepends the first page, then there is nothing earlier', async () => {
    const { db } = countingDatabase();
    await seed(db, 10);
    const window = createMessageWindow(db, C, { pageSize: 5 });
    const chat = watch(window);
    await chat.until(loaded);
    void window.loadEarlier();
    expect(window.getState().loadingEarlier).toBe(true);
    const state = await chat.until((s) => loaded(s) && s.messages!.length === 10);
    expect(texts(state)).toEqual(range(1, 10));
    expect(state.hasEarlier).toBe(false);
    await window.loadEarlier();
    expect(texts(window.getState())).toEqual(range(1, 10));
  });

  it('scrolling to the top reaches every message once, in order, whatever shares a timestamp or is interleaved from another conversation', async () => {
    const { db } = countingDatabase();
    await seed(db, 23, C, 2);
    const window = createMessageWindow(db, C, { pageSize: 4 });
    const chat = watch(window);
    let state = await chat.until(loaded);
    while (state.hasEarlier) {
      await window.loadEarlier();
      state = window.getState();
    }
    expect(texts(state)).toEqual(range(1, 23));
  });

  it('scrolling far up reaches message 1 of 2,000 in a few reads, while a glance up reads one small page', async () => {
    const { db, counter } = countingDatabase();
    await seed(db, 2_000);
    const window = createMessageWindow(db, C, { pageSize: 50 });
    await watch(window).until(loaded);
    counter.rows = 0;
    await window.loadEarlier();
    expect(window.getState().messages).toHaveLength(100);
    expect(counter.rows).toBeLessThanOrEqual(51);
    let reads = 1;
    while (window.getState().hasEarlier) {
      await window.loadEarlier();
      reads++;
    }
    expect(texts(window.getState())).toEqual(range(1, 2_000));
    // 50, 100, 200, 400, 800, then 1,000 at most: 7 reads where pages of 50 took 39.
    expect(reads).toBeLessThanOrEqual(7);
  });

  it('keeps new messages live, and keeps every one once when they outgrow the watched part', async () => {
    const { db } = countingDatabase();
    await seed(db, 12);
    const window = createMessageWindow(db, C, { pageSize: 5 });
    const chat = watch(window);
    await chat.until(loaded);
    for (let n = 13; n <= 40; n++) {
      await appendMessages(db, C, [{ role: 'user', content: `m${n}` }]);
      await chat.until((s) => s.messages!.at(-1)!.content === `m${n}`);
    }
    await appendMessages(db, OTHER, [{ role: 'user', content: 'elsewhere' }]);
    expect(texts(window.getState())).toEqual(range(8, 40));
    await window.loadEarlier();
    expect(texts(window.getState())).toEqual(range(3, 40));
  });

  it('a new message reads as many rows in a 2,000-message conversation as in a 100-message one: the window, not the conversation', async () => {
    const rowsReadForOneMessage = async (size: number) => {
      const { db, counter } = countingDatabase();
      await seed(db, size);
      const chat = watch(createMessageWindow(db, C, { pageSize: 50 }));
      await chat.until(loaded);
      // A first message once the watch is running, so that only the second one is counted.
      await appendMessages(db, C, [{ role: 'user', content: 'settle' }]);
      await chat.until((s) => s.messages!.at(-1)!.content === 'settle');
      counter.rows = 0;
      await appendMessages(db, C, [{ role: 'user', content: 'one more' }]);
      await chat.until((s) => s.messages!.at(-1)!.content === 'one more');
      return counter.rows;
    };
    const medium = await rowsReadForOneMessage(100);
    const large = await rowsReadForOneMessage(2_000);
    expect(large).toBe(medium);
    expect(large).toBeLessThan(4 * 50);
  });

  it('a tool call and its result on two pages still make one card, with how it ended', async () => {
    const { db } = countingDatabase();
    await appendMessages(db, C, [
      { role: 'user', content: 'what is left?' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'list_tasks', input: {} }] },
    ]);
    await appendMessages(db, C, [
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'list_tasks', output: { type: 'json', value: { tasks: [], count: 2 } } }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Two tasks.' }] },
    ]);
    const window = createMessageWindow(db, C, { pageSize: 2 });
    const chat = watch(window);
    const newest = buildThread((await chat.until(loaded)).messages!);
    // The newest page starts at the result: its card shows how the call ended.
    expect(newest.map((i) => (i.kind === 'tool' ? `${i.toolName}: ${i.state} ${i.summary}` : i.text))).toEqual(['list_tasks: ok Found 2 tasks', 'Two tasks.']);

    await window.loadEarlier();
    const whole = buildThread(window.getState().messages!);
    expect(whole.map((i) => (i.kind === 'tool' ? `${i.toolName}: ${i.state} ${i.summary}` : i.text))).toEqual(['what is left?', 'list_tasks: ok Found 2 tasks', 'Two tasks.']);
  });

  it('a call awaiting approval at the start of the newest page keeps its state when its call comes into view', async () => {
    const { db } = countingDatabase();
    await appendMessages(db, C, [{ role: 'user', content: 'delete the gym task' }]);
    await appendMessages(db, C, [
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: 'd1', toolName: 'delete_task', input: { task_id: 1 } },
          { type: 'tool-approval-request', approvalId: 'ap1', toolCallId: 'd1' },
        ],
      },
    ]);
    const window = createMessageWindow(db, C, { pageSize: 1 });
    const chat = watch(window);
    const cards = (state: MessageWindowState) => buildThread(state.messages!).map((i) => (i.kind === 'tool' ? i.state : i.text));
    expect(cards(await chat.until(loaded))).toEqual(['awaiting-approval']);
    await window.loadEarlier();
    expect(cards(window.getState())).toEqual(['delete the gym task', 'awaiting-approval']);
  });
});
