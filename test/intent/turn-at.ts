import { expect } from 'vitest';
import type { Todo } from '@/lib/db';
import { runItem, type Batch } from './blind-batch';

/** What one request did to the list, end to end through the offline tier. */
export interface Turn {
  /** The assistant's reply. */
  reply: string;
  /** The tasks the turn added. */
  created: Todo[];
  /** The tasks there before whose stored row the turn changed. */
  changed: Todo[];
  /** The ids of the tasks the turn removed. */
  deleted: number[];
}

/**
 * A file of end-to-end phrasings as it uses the offline tier: every request said to a fresh copy of one list
 * (`tasks`) at one moment (`now`, a wall time in `timeZone`), as a blind batch's items are, and read back as
 * what it added, changed and removed.
 */
export function turnAt(batch: Omit<Batch, 'items'>): (text: string) => Promise<Turn> {
  const at: Batch = { ...batch, items: [] };
  return async (text) => {
    const run = await runItem(at, text);
    return {
      reply: run.reply,
      created: run.after.filter((todo) => !run.before.has(todo.id)),
      changed: run.after.filter((todo) => run.before.has(todo.id) && JSON.stringify(todo) !== JSON.stringify(run.before.get(todo.id))),
      deleted: [...run.before.keys()].filter((id) => !run.after.some((todo) => todo.id === id)),
    };
  };
}

/**
 * A check for questions about the list: `expectShows(text, shown)` asks `text`, expects nothing written, and expects
 * the reply to name every title in `shown` and none of the other `titles` (each a title or the start of one).
 */
export function showsExactly(turn: (text: string) => Promise<Turn>, titles: readonly string[]): (text: string, shown: readonly string[]) => Promise<void> {
  return async (text, shown) => {
    const { created, changed, deleted, reply } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    for (const title of titles) {
      if (shown.includes(title)) expect(reply, `${text}: shows ${title}`).toContain(title);
      else expect(reply, `${text}: leaves out ${title}`).not.toContain(title);
    }
  };
}

/** A check for a completion or a reopen: `text` leaves only task `id` changed, now `status`; nothing added or removed. */
export function onlyStatusOf(turn: (text: string) => Promise<Turn>): (text: string, id: number, status: 'completed' | 'pending') => Promise<void> {
  return async (text, id, status) => {
    const { created, changed, deleted } = await turn(text);
    expect(created, text).toEqual([]);
    expect(deleted, text).toEqual([]);
    expect(
      changed.map((todo) => [todo.id, todo.status]),
      text,
    ).toEqual([[id, status]]);
  };
}

/** A check for adds: `added(text)` expects nothing changed or removed and gives each task added as [title, due to the minute]. */
export function addsOf(turn: (text: string) => Promise<Turn>): (text: string) => Promise<Array<[string, string | undefined]>> {
  return async (text) => {
    const { created, changed, deleted } = await turn(text);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    return created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16)]);
  };
}
