import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';
import { sameTasks } from '../../lib/models/offline/same-task';
import type { ShownTask } from '../../lib/models/offline/read-prompt';

/* Issue 20, round 15 (u): the general reasons behind batch 15's and 16's junk writes, and changes to tasks there. */
const parse = parserAt('2027-03-03T09:00:00Z', 'Europe/London'); // a Wednesday
const never = ['create', 'delete', 'update', 'complete', 'bulk'];

describe('talk and questions are never added', () => {
  it.each(['evening!! well night really haha', 'thursday is what', 'next week looks like what'])('%s', (text) => {
    expect(never).not.toContain(parse(text).kind);
  });
});

describe('work asked of the assistant, with what to say', () => {
  it.each(['text my landlord for me and tell him the boiler is broken', 'email the tutor for me, say i will be late'])('%s', (text) => {
    expect(parse(text).kind).toBe('chat');
  });
});

describe('a removal whose reason says it was done ticks it off', () => {
  it('bulk', () => {
    expect(parse('get rid of the garden ones, we did them at the weekend')).toMatchObject({ kind: 'bulk', action: 'complete' });
  });
  it('one task', () => {
    expect(parse('delete the gas bill task, already paid it')).toMatchObject({ kind: 'complete' });
    expect(parse('remove the vet call - did it yesterday')).toMatchObject({ kind: 'complete' });
  });
  it('a plain removal stays a removal', () => {
    expect(parse('delete the gas bill task')).toMatchObject({ kind: 'delete' });
  });
});

describe('a task named, a dash, then a priority and a day', () => {
  it('changes both', () => {
    expect(parse('tax return - make that urgent and monday')).toMatchObject({ kind: 'update', target: { query: 'tax return' }, changes: { priority: 1, dueAt: '2027-03-08' } });
    expect(parse('the vet, make it thursday and p2')).toMatchObject({ kind: 'update', changes: { priority: 2, dueAt: '2027-03-04' } });
  });
});

describe('an add that names a task there with another verb', () => {
  const task = (id: number, title: string): ShownTask => ({ id, title, status: 'pending', priority: 4, tags: [] }) as unknown as ShownTask;
  it('"phone grandad" is "Ring grandad", "mail the form" is "Email the form"', () => {
    expect(sameTasks('Phone grandad', [task(1, 'Ring grandad')]).map((s) => s.task.id)).toEqual([1]);
    expect(sameTasks('Mail the form', [task(2, 'Email the form')]).map((s) => s.task.id)).toEqual([2]);
    expect(sameTasks('Ring grandad', [task(3, 'Buy a ring')])).toEqual([]);
    expect(sameTasks('Phone bill', [task(4, 'Call the bank about the car loan bill')])).toEqual([]);
  });
});

describe('a tag taken off a group of tasks', () => {
  it('"the X ones" are the tasks tagged X', () => {
    expect(parse('take the work tag off the school ones')).toMatchObject({
      kind: 'bulk',
      action: 'untag',
      selection: { filter: { tags: ['school'] } },
      changes: { removeTags: ['work'] },
    });
  });
});
