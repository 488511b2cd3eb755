import { expect } from 'vitest';
import type { Turn } from './turn-at';

/** Asserts that a turn created, changed and deleted nothing: it was asked about (or answered), never written. */
export function expectNothingWritten(turn: Turn): void {
  const wrote = {
    created: turn.created.map((todo) => todo.title),
    changed: turn.changed.map((todo) => `#${todo.id} ${todo.title}`),
    deleted: turn.deleted,
  };
  expect(wrote, `wrote something; the reply was: ${turn.reply.slice(0, 160)}`).toEqual({ created: [], changed: [], deleted: [] });
}
