import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Thursday 2026-11-26, 09:00 in New York.
const parse = parserAt('2026-11-26T14:00:00Z', 'America/New_York');

describe('edits are not read as adds', () => {
  it('tags a task instead of adding "Label the invoice with"', () => {
    expect(parse('label the invoice with #work')).toEqual({ kind: 'update', target: { query: 'invoice' }, changes: { addTags: ['work'] } });
    expect(parse('add the errands tag to the dry cleaning')).toEqual({ kind: 'update', target: { query: 'dry cleaning' }, changes: { addTags: ['errands'] } });
    expect(parse('remove #home from the plumber')).toEqual({ kind: 'update', target: { query: 'plumber' }, changes: { removeTags: ['home'] } });
  });
  it('skips an occurrence instead of adding "Skip \'s yoga"', () => {
    expect(parse("skip next week's yoga")).toEqual({ kind: 'skip', target: { query: 'yoga' } });
    expect(parse('skip the standup tomorrow')).toEqual({ kind: 'skip', target: { query: 'standup' } });
  });
  it('sets a reminder offset instead of adding "The standup" due in the past', () => {
    expect(parse('remind me 20 minutes before the standup')).toEqual({ kind: 'update', target: { query: 'standup' }, changes: { remindBefore: 20 } });
    expect(parse('remind me an hour before the dentist')).toEqual({ kind: 'update', target: { query: 'dentist' }, changes: { remindBefore: 60 } });
  });
  it('reads a trailing clause as the priority instead of "File taxes by it\'s"', () => {
    expect(parse("I have to file taxes by monday, it's important")).toEqual({ kind: 'create', title: 'File taxes', dueAt: '2026-11-30', priority: 1 });
    expect(parse('call the bank tomorrow, urgent')).toEqual({ kind: 'create', title: 'Call the bank', dueAt: '2026-11-27', priority: 1 });
  });
});

describe('possessives keep their words', () => {
  it('"Friday\'s review" is part of the title, not the due date', () => {
    expect(parse("add draft notes for Friday's review")).toEqual({ kind: 'create', title: "Draft notes for Friday's review" });
    expect(parse("add prep slides for next week's board meeting tomorrow")).toEqual({ kind: 'create', title: "Prep slides for next week's board meeting", dueAt: '2026-11-27' });
  });
});

describe('filtered questions', () => {
  it('by priority, tag, day and completion day', () => {
    expect(parse('my urgent stuff?')).toMatchObject({ kind: 'list', status: 'pending', priority: [1] });
    expect(parse('anything tagged home?')).toMatchObject({ kind: 'list', status: 'pending', tags: ['home'] });
    expect(parse("what's on for wednesday?")).toMatchObject({ kind: 'list', day: '2026-12-02' });
    expect(parse('what did I get done yesterday?')).toMatchObject({ kind: 'list', status: 'completed', completed: 'yesterday' });
  });
});

describe('several tasks at once', () => {
  it('by a filter or by names', () => {
    expect(parse("move all of today's tasks to tomorrow")).toEqual({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { due: 'today' } },
      changes: { dueAt: '2026-11-27' },
    });
    expect(parse('move everything due today to tomorrow')).toEqual({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { due: 'today' } },
      changes: { dueAt: '2026-11-27' },
    });
    expect(parse('clear my completed tasks')).toEqual({ kind: 'bulk', action: 'delete', selection: { filter: { status: 'completed' } }, changes: {} });
    expect(parse('delete the dentist and the plumber ones')).toEqual({
      kind: 'bulk',
      action: 'delete',
      selection: { targets: [{ query: 'dentist' }, { query: 'plumber' }] },
      changes: {},
    });
  });
});

describe('edits it did not know', () => {
  it('clears a due date (not a delete), sets a priority by name', () => {
    expect(parse('clear the due date on the report')).toEqual({ kind: 'update', target: { query: 'report' }, changes: { dueAt: null } });
    expect(parse('remove the deadline from the report')).toEqual({ kind: 'update', target: { query: 'report' }, changes: { dueAt: null } });
    expect(parse('change the priority of the report to high')).toEqual({ kind: 'update', target: { query: 'report' }, changes: { priority: 1 } });
    expect(parse('set the gym task to low priority')).toMatchObject({ kind: 'update', changes: { priority: 4 } });
  });
});

describe('small talk', () => {
  it.each(['thanks!', 'hello', 'ok cool', 'thank you so much', 'bye'])('"%s" gets a short reply', (text) => {
    expect(parse(text)).toMatchObject({ kind: 'chat' });
  });
});

describe('no junk write: words not read with confidence are asked about', () => {
  it.each(["untag 's invoice", 'the thing from before', 'rename the', "i need to sort out the 's"])('"%s" is not added', (text) => {
    expect(['create']).not.toContain(parse(text).kind);
  });
});
