import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../lib/intent';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 17: the parser's confidence made explicit (lib/intent/word-account.ts). What the date reader
 * took out of a line, and the words it left on either side, decide whether the rest is a task; a change's
 * target must be named by the request's own words, its head included (closest-task.ts).
 */
const now = new Date('2027-01-20T16:30:00-07:00'); // a Wednesday afternoon
const opts = { now, timeZone: 'America/Phoenix' };
const parse = (text: string) => parseIntent(text, opts);

describe('a date taken from the middle of a phrase leaves words that are not a task: asked, never added', () => {
  it.each([
    'put a deadline of 3/14 on the passport renewal',
    'write a deadline of the 12th against the boiler quote',
    'add a due date of march 3 to the passport form',
    'stick a date of the 9th on the boiler service',
  ])('%s', (text) => {
    expect(parse(text).kind).not.toBe('create');
  });
});

describe('"put X on <day>" about a task: the date finished the phrase, so it is asked, never added', () => {
  it.each(['put the boiler quote on the 14th', 'put the eye test question on friday', 'put the library fines on 2/3'])('%s', (text) => {
    expect(parse(text).kind).not.toBe('create');
  });
});

describe('a greeting with a word of address is small talk, never a task', () => {
  it.each(['Good evening darling', 'good morning hun', 'hello dear', 'good afternoon sweetie'])('%s', (text) => {
    expect(parse(text).kind).toBe('chat');
  });
});

describe('adds with the same words around their dates are still adds', () => {
  it.each([
    ['call the clinic on friday', 'Call the clinic'],
    ['put the heating on tomorrow', 'Put the heating on'],
    ['dinner with sam on saturday at 7', 'Dinner with sam'],
    ['pay the water bill on the 3rd', 'Pay the water bill'],
    ['remind me to ask about the pool schedule on monday', 'Ask about the pool schedule'],
  ])('%s', (text, title) => {
    expect(parse(text)).toMatchObject({ kind: 'create', title });
  });
});

/* End to end through the offline tier: a write only to a task the words name, head and all. */
const turn = turnAt({
  now: '2027-01-20T16:30',
  timeZone: 'America/Phoenix',
  tasks: [
    { id: 1, title: 'Charge the phone', due: '2027-01-21' },
    { id: 2, title: 'Take Ruby to swimming', due: '2027-01-22T15:00' },
    { id: 3, title: 'Dentist appointment', due: '2027-01-26T10:00' },
    { id: 4, title: 'Clean the gutters', due: '2027-01-30' },
  ],
});
const changedOrCreated = async (text: string) => {
  const { created, changed, deleted } = await turn(text);
  return { created: created.length, changed: changed.map((todo) => todo.id), deleted: deleted.length };
};

describe('a name that shares a word with a task, but not its head, writes to no task', () => {
  it.each(['the phone insurance sorted', "Ruby's swimming gala is the 5th at 4 pm", 'the ruby swimming kit is done', 'mark the phone contract done'])('%s', async (text) => {
    expect(await changedOrCreated(text)).toMatchObject({ changed: [], deleted: 0 });
  });

  it("a name whose words, head included, are the task's still changes it", async () => {
    expect(await changedOrCreated('the dentist appt is at 11 now')).toMatchObject({ created: 0, changed: [3] });
    expect(await changedOrCreated('gutters done')).toMatchObject({ created: 0, changed: [4] });
  });
});

describe('a time counted back from a task, or a date under a heading, is never a new task due from now', () => {
  it.each(['put the vet bill under weekend bc money', 'stick the rota under sunday because of the move'])('%s', (text) => {
    expect(parse(text).kind).not.toBe('create');
  });

  it.each(['remind me 20 mins before reply to the plumber', 'remind me 15 minutes before talk to gran'])('%s', (text) => {
    expect(parse(text).kind).not.toBe('create');
  });
});
