import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Wednesday 2027-06-09, 21:15 in Bengaluru. Phrasings written for issue 20's thirteenth round, part N (edits,
// bulk changes and completions said in Indian English office texting), not taken from a batch.
const parse = parserAt('2027-06-09T15:45:00Z', 'Asia/Kolkata');

describe('"itself" after a day, as emphasis', () => {
  it('is no part of the task or its day', () => {
    expect(parse('add call the CA about GST tomorrow itself')).toMatchObject({ kind: 'create', title: 'Call the CA about GST', dueAt: '2027-06-10' });
  });
});

describe('a task said paid or submitted, then when', () => {
  it('completes the task instead of adding one named "… paid"', () => {
    expect(parse('school van fees paid today itself')).toEqual({ kind: 'complete', target: { query: 'pay school van fees' } });
    expect(parse('gst return filed yesterday')).toEqual({ kind: 'complete', target: { query: 'file gst return' } });
  });
});

describe('"<task> - <changes>", no pronoun', () => {
  it('reads a tag put on and a tag taken off together, never adds a task', () => {
    expect(parse('vendor audit - add tag ops, remove finance tag')).toEqual({
      kind: 'update',
      target: { query: 'vendor audit' },
      changes: { addTags: ['ops'], removeTags: ['finance'] },
    });
  });
  it('reads "set priority N", "priority N" and "p1" as the priority', () => {
    expect(parse('car service - set priority 3')).toEqual({ kind: 'update', target: { query: 'car service' }, changes: { priority: 3 } });
    expect(parse('gas cylinder booking - priority 1 pls')).toEqual({ kind: 'update', target: { query: 'gas cylinder booking' }, changes: { priority: 1 } });
  });
  it('reads "due <day> this time" and "need to <verb> by <day>" as a new day, the reason after them dropped', () => {
    expect(parse('cook salary - due 12th this time, she is on leave')).toEqual({ kind: 'update', target: { query: 'cook salary' }, changes: { dueAt: '2027-06-12' } });
    expect(parse('school project kit - need to get by 14th itself, school asked for it sooner')).toEqual({
      kind: 'update',
      target: { query: 'school project kit' },
      changes: { dueAt: '2027-06-14' },
    });
  });
  it('tags the tasks named together', () => {
    expect(parse('hotel and cab tasks both - tag goa')).toEqual({
      kind: 'bulk',
      action: 'tag',
      selection: { targets: [{ query: 'hotel' }, { query: 'cab' }] },
      changes: { addTags: ['goa'] },
    });
  });
  it('writes nothing when a later clause asks for a change it cannot read', () => {
    expect(parse('board deck - due friday, and the reminder also')).toEqual({ kind: 'unknown' });
  });
});

describe('"X doesn\'t need a date, remove it"', () => {
  it('clears the date, never deletes the task', () => {
    expect(parse("passport renewal doesn't need a date, remove it")).toEqual({ kind: 'update', target: { query: 'passport renewal' }, changes: { dueAt: null } });
    expect(parse('the club dues has no deadline now - drop it')).toEqual({ kind: 'update', target: { query: 'club dues' }, changes: { dueAt: null } });
  });
});

describe('moves said in Indian English', () => {
  it('reads "prepone X to <time>" and "X prepone to <day>" as a move', () => {
    expect(parse('prepone the vendor call to 8:45')).toMatchObject({ kind: 'update', target: { query: 'vendor call' }, keepDay: true });
    expect(parse('team offsite prepone to monday')).toEqual({ kind: 'update', target: { query: 'team offsite' }, changes: { dueAt: '2027-06-14' } });
  });
  it('reads a bare "to 23rd" as the day, and ", same time" as no more than a comment', () => {
    expect(parse('push the audit call to 23rd')).toEqual({ kind: 'update', target: { query: 'audit call' }, changes: { dueAt: '2027-06-23' } });
    expect(parse('budget review postpone to 24th, same time')).toEqual({ kind: 'update', target: { query: 'budget review' }, changes: { dueAt: '2027-06-24' } });
  });
});

describe('"all <tag> related tasks" with a new priority', () => {
  it('changes the tasks with that tag', () => {
    expect(parse('all school related tasks - top priority pls')).toEqual({
      kind: 'bulk',
      action: 'priority',
      selection: { filter: { tags: ['school'] } },
      changes: { priority: 1 },
    });
  });
});

describe('"<filter> tasks make them <priority>"', () => {
  it('changes every task the filter names, never one task named like the filter', () => {
    expect(parse('p1 finance tasks make them p3, can wait')).toEqual({
      kind: 'bulk',
      action: 'priority',
      selection: { filter: { tags: ['finance'], priority: [1] } },
      changes: { priority: 3 },
    });
  });
});
