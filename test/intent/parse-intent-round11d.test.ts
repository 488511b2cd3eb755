import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Wednesday 2027-03-10, 16:40 in Austin. Phrasings written for issue 20's eleventh round, part D (the
// families of blind batches 9–11's misses that are not adds), not taken from a batch.
const parse = parserAt('2027-03-10T22:40:00Z', 'America/Chicago');

describe('several tasks named by "all my <plural>", still to do', () => {
  it('reads the plural as a tag and "unpaid", "open" as tasks still to do', () => {
    expect(parse('raise all my unpaid invoices to p1')).toMatchObject({
      kind: 'bulk',
      action: 'priority',
      selection: { filter: { tags: ['invoices'], status: 'pending' } },
      changes: { priority: 1 },
    });
    expect(parse('move all the outstanding errands to saturday')).toMatchObject({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { tags: ['errands'], status: 'pending' } },
    });
  });
  it('never writes from "all my tasks" as a tag', () => {
    expect(parse('move all my tasks to friday')).not.toMatchObject({ selection: { filter: { tags: ['tasks'] } } });
  });
});

describe('a reason that something is close, after the comma', () => {
  it('is not part of the request', () => {
    expect(parse('make all the garden stuff p1, spring is close')).toMatchObject({ kind: 'bulk', action: 'priority', changes: { priority: 1 } });
    expect(parse('bump the tax return to p1, deadline is coming up')).toMatchObject({ kind: 'update', target: { query: 'tax return' }, changes: { priority: 1 } });
  });
});

describe('a fact asked for again, in other words', () => {
  it('reads "what\'s the <detail> for <place>" as a question about a fact kept', () => {
    expect(parse("what's the wifi password for the cabin")).toMatchObject({ kind: 'recall', query: expect.stringMatching(/password for the cabin/) });
    expect(parse('whats the gate code at the depot?')).toMatchObject({ kind: 'recall' });
  });
  it('reads "who was the X again" as a question about someone told before', () => {
    expect(parse('who was the garcias inspector again')).toMatchObject({ kind: 'recall', query: 'garcias inspector' });
  });
  it('reads "what pace am i aiming for" as a goal told before', () => {
    expect(parse('what time am i shooting for in the marathon')).toMatchObject({ kind: 'recall', query: 'marathon time' });
    expect(parse('what weight am i aiming for?')).toMatchObject({ kind: 'recall', query: 'weight' });
  });
  it('still reads a question about tasks as one', () => {
    expect(parse("who's the next task for again")).not.toMatchObject({ kind: 'recall' });
    expect(parse("what's due for the cabin")).not.toMatchObject({ kind: 'recall' });
  });
});

describe('a question about a topic and a day, asked with "what … is"', () => {
  it('lists the topic due that day, never changes a task', () => {
    expect(parse('what garden stuff is overdue')).toMatchObject({ kind: 'list', status: 'pending', due: 'overdue', query: 'garden' });
    expect(parse('which church tasks are due tomorrow')).toMatchObject({ kind: 'list', due: 'tomorrow', query: 'church' });
  });
  it('reads "what stuff is due today" as a question', () => {
    expect(parse('what stuff is due today')).not.toMatchObject({ kind: 'update' });
  });
});

describe('thanks said with praise in one word', () => {
  it('gets a short reply, not the help text', () => {
    for (const text of ['thanks heaps, legend', 'cheers, absolute champ', "you're a star", 'what a lifesaver!']) {
      expect(parse(text)).toMatchObject({ kind: 'chat' });
    }
  });
  it('still adds a task that only contains such a word', () => {
    expect(parse('add watch the lego star wars movie')).toMatchObject({ kind: 'create' });
  });
});

describe('a change said as a fact, with its reason after a comma or a dash', () => {
  it('reads "X isn\'t due till <day>" as the new day', () => {
    expect(parse("the tax forms aren't due till friday now")).toMatchObject({ kind: 'update', target: { query: 'tax forms' }, changes: { dueAt: '2027-03-12' } });
    expect(parse('the essay isnt due until monday')).toMatchObject({ kind: 'update', target: { query: 'essay' } });
  });
  it('drops a reason after a dash when the request already has a comma', () => {
    expect(parse('no swim this sat, skip it - pool is being cleaned')).toMatchObject({ kind: 'skip', target: { query: 'swim' } });
  });
  it('drops "<something> got cancelled" after a comma', () => {
    expect(parse('move the piano lesson to 4pm thursday, soccer practice got cancelled')).toMatchObject({ kind: 'update', target: { query: 'piano lesson' } });
  });
});

describe('several tasks done, said with a colon or the order said twice', () => {
  it('reads "done: X and Y" as both', () => {
    expect(parse('done: the vet bill and the car wash')).toMatchObject({
      kind: 'bulk',
      action: 'complete',
      selection: { targets: [{ query: 'vet bill' }, { query: 'car wash' }] },
    });
  });
  it('reads "finished all the X stuff!! tick them all off" as one order', () => {
    expect(parse('completed all the late stuff!! cross em all off')).toMatchObject({ kind: 'bulk', action: 'complete', selection: { filter: { due: 'overdue' } } });
  });
});

describe('a question about what was done, for a topic', () => {
  it('keeps the topic with the completion day', () => {
    expect(parse('did i do anything for grandma last week')).toMatchObject({ kind: 'list', status: 'completed', query: 'grandma', completed: { from: '2027-03-01' } });
    expect(parse('what did i get done for church yesterday')).toMatchObject({ kind: 'list', status: 'completed', query: 'church', completed: 'yesterday' });
  });
});

describe('"<topic> list" asks for the tasks about the topic', () => {
  it('lists them, adds nothing', () => {
    expect(parse('garden list')).toMatchObject({ kind: 'list', query: 'garden' });
    expect(parse('the admin list?')).toMatchObject({ kind: 'list', query: 'admin' });
  });
});
