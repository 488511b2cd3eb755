import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Wednesday 2026-12-02, 08:00 in Chicago. Phrasings written for issue 20's fifth round (the families of
// blind batch 7's misses), not taken from a batch.
const parse = parserAt('2026-12-02T14:00:00Z', 'America/Chicago');

describe('small talk with an emoticon is never a task', () => {
  it('"evening :)", "hey there :D", "hi ;)", "good night <3", "thanks :)" get a short reply', () => {
    for (const text of ['evening :)', 'hey there :D', 'hi ;)', 'good night <3', 'thanks :)', 'hello 👋', 'thx ur the best']) {
      expect(parse(text).kind, text).toBe('chat');
    }
  });
  it('a greeting word as the whole title is never added', () => {
    for (const text of ['afternoon!! :-)', 'morning all ^^']) expect(parse(text).kind, text).not.toBe('create');
  });
});

describe('a change "to <date/time>" reschedules, never renames', () => {
  it('"change the X to friday at 2p" moves X', () => {
    const intent = parse('change the plumber visit to friday at 2p');
    expect(intent).toMatchObject({ kind: 'update', target: { query: 'plumber visit' } });
    expect(intent.kind === 'update' && intent.changes.title).toBeUndefined();
    expect(intent.kind === 'update' && intent.changes.dueAt).toBe('2026-12-04T14:00:00-06:00');
  });
  it('"switch X to tomorrow" moves X', () => {
    const intent = parse('switch the vet appointment to tomorrow');
    expect(intent.kind === 'update' && intent.changes.title).toBeUndefined();
    expect(intent.kind === 'update' && intent.changes.dueAt).toBe('2026-12-03');
  });
});

describe('times written "10a", "9p", "7:30a"', () => {
  it('are read as times in adds and leave the title', () => {
    expect(parse('add pick up dry cleaning fri 11a')).toMatchObject({ kind: 'create', title: 'Pick up dry cleaning', dueAt: '2026-12-04T11:00:00-06:00' });
    expect(parse('remind me to water the plants tomorrow at 6:45p')).toMatchObject({ kind: 'create', title: 'Water the plants', dueAt: '2026-12-03T18:45:00-06:00' });
  });
  it('are read in edits', () => {
    const intent = parse('move the oil change to monday 8a');
    expect(intent.kind === 'update' && intent.changes.dueAt).toBe('2026-12-07T08:00:00-06:00');
  });
});

describe('questions with a filter', () => {
  it('"anything due mon?" filters by the day', () => {
    expect(parse('anything due mon?')).toMatchObject({ kind: 'list', day: '2026-12-07' });
  });
  it('"show my garden list" and "what car stuff do i have" filter by the tag', () => {
    expect(parse('show my garden list')).toMatchObject({ kind: 'list', tags: ['garden'] });
    expect(parse('what garden stuff do i have')).toMatchObject({ kind: 'list', query: 'garden' });
  });
  it('"show me what i\'ve finished" lists done tasks', () => {
    expect(parse("show me what i've finished")).toMatchObject({ kind: 'list', status: 'completed' });
  });
  it('"find the ones with dentist in them" searches', () => {
    expect(parse('find the ones with dentist in them')).toMatchObject({ kind: 'list', query: 'dentist' });
  });
  it('a priority and a day together, a tag and this week together', () => {
    expect(parse('any p1 stuff due tomorrow')).toMatchObject({ kind: 'list', priority: [1], due: 'tomorrow' });
    expect(parse("what's left for work this week")).toMatchObject({ kind: 'list', query: 'work', due: 'this_week' });
  });
});

describe('memory', () => {
  it('"note that X" keeps X', () => {
    expect(parse('note that jonah hates mushrooms')).toEqual({ kind: 'remember', text: 'jonah hates mushrooms' });
  });
  it('"whats X\'s Y" without an apostrophe asks for a fact', () => {
    expect(parse("whats aunt lin's address")).toMatchObject({ kind: 'recall' });
  });
});

describe('edits and several at once, said casually', () => {
  it('"X are done at last", "X is finally done" complete X', () => {
    expect(parse('the passport photos are done at last')).toEqual({ kind: 'complete', target: { query: 'passport photos' } });
  });
  it('"no need for X anymore, cancel it" deletes X', () => {
    expect(parse('no need for the piano lesson anymore, cancel it')).toEqual({ kind: 'delete', target: { query: 'piano lesson' } });
  });
  it('"move X to friday, it\'s urgent" moves X and makes it p1', () => {
    expect(parse("move the vet visit to friday, it's urgent")).toEqual({ kind: 'update', target: { query: 'vet visit' }, changes: { dueAt: '2026-12-04', priority: 1 } });
  });
  it('"clear out the finished ones, delete them" deletes the completed tasks at once', () => {
    expect(parse('clear out all the finished ones, delete them')).toMatchObject({ kind: 'bulk', action: 'delete', selection: { filter: { status: 'completed' } } });
  });
});

describe('more questions and memory', () => {
  it('"anything w/ X" looks for X', () => {
    expect(parse('is there anything w/ dana')).toMatchObject({ kind: 'list', query: 'dana' });
  });
  it('"forget the gate pw" forgets a fact', () => {
    expect(parse('forget the gate pw')).toEqual({ kind: 'forget', memory: { query: 'gate pw' } });
  });
});

describe('a list named by a topic is a tag', () => {
  it('"add X to my garden list" tags X garden; "my todo list" and "the shopping list" are the list', () => {
    expect(parse('add repot the fern to my garden list')).toMatchObject({ kind: 'create', title: 'Repot the fern', tags: ['garden'] });
    expect(parse('add repot the fern to my todo list')).not.toHaveProperty('tags');
    expect(parse('add oat milk to the shopping list')).not.toHaveProperty('tags');
  });
});

describe('"remind me to put/add X" keeps the verb', () => {
  it('"remind me to put the bins out" is "Put the bins out"; "remind me to add oil to the car" keeps "add"', () => {
    expect(parse('remind me to put the bins out tomorrow')).toMatchObject({ kind: 'create', title: 'Put the bins out', dueAt: '2026-12-03' });
    expect(parse('remind me to add oil to the car friday')).toMatchObject({ kind: 'create', title: 'Add oil to the car' });
  });
});

describe('several at once and tags said plainly', () => {
  it('"can everything on friday go to monday instead" moves the friday tasks', () => {
    expect(parse('can everything on friday go to monday instead')).toMatchObject({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { due: '2026-12-04' } },
      changes: { dueAt: '2026-12-07' },
    });
  });
  it('"tag the vet one pets" tags the vet task', () => {
    expect(parse('tag the vet one pets')).toMatchObject({ kind: 'update', target: { query: 'vet' }, changes: { addTags: ['pets'] } });
  });
});

describe('"sat" and "sun" as days', () => {
  it('"move everything on sun to sat" reads both days; "the sun" stays a word', () => {
    expect(parse('move everything on sun to sat')).toMatchObject({ kind: 'bulk', selection: { filter: { due: '2026-12-06' } }, changes: { dueAt: '2026-12-05' } });
    expect(parse('add put on sunscreen before the sun gets high')).toMatchObject({ kind: 'create', title: 'Put on sunscreen before the sun gets high' });
  });
});
