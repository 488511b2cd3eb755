import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../lib/intent';

// Tuesday 10 March 2026, 09:30 in Paris.
const paris = { now: new Date('2026-03-10T09:30:00+01:00'), timeZone: 'Europe/Paris' };
const parse = (text: string) => parseIntent(text, paris);

describe('a yes or a no with more words is still an answer', () => {
  it.each(['yeah go for it', 'ok sure, do it', 'yes delete it', 'yup, thanks', 'sure go ahead please', "okay that's fine", 'yes rename #3'])(
    '"%s" is a yes',
    (text) => expect(parse(text)).toEqual({ kind: 'confirm', answer: true }),
  );
  it.each(["nope don't", 'no no no', 'nah leave it', 'no thanks, keep it', "don't delete that", 'cancel it please', 'never mind, thanks', 'no, not that one', 'nah changed my mind', 'cancel that'])(
    '"%s" is a no',
    (text) => expect(parse(text)).toEqual({ kind: 'confirm', answer: false }),
  );
  it('a yes followed by a request is the request, not an answer', () => {
    expect(parse('ok add milk')).toEqual({ kind: 'create', title: 'Milk' });
    expect(parse('yes add buy eggs tomorrow')).toEqual({ kind: 'create', title: 'Buy eggs', dueAt: '2026-03-11' });
    expect(parse('cancel #3')).toEqual({ kind: 'delete', target: { id: 3 } });
  });
  it('a word of thanks or approval that is not an answer is not taken as one', () => {
    expect(parse('cool')).toEqual({ kind: 'unknown' });
    expect(parse('please')).toEqual({ kind: 'unknown' });
  });
});

describe('greetings, small talk and questions about the assistant never become tasks', () => {
  it.each(['good afternoon', 'evening!', 'hello there', 'hey there!'])('"%s" alone gets the help', (text) => {
    expect(parse(text)).toEqual({ kind: 'help' });
  });
  it.each(['hey how is it going', 'good evening, how have you been?', "what's up", 'how are you doing today'])('"%s" is small talk', (text) => {
    expect(parse(text)).toEqual({ kind: 'unknown' });
  });
  it('reads the request after a greeting, with no "morning" due date', () => {
    expect(parse('hello there, add buy bread tomorrow')).toEqual({ kind: 'create', title: 'Buy bread', dueAt: '2026-03-11' });
    expect(parse("morning, what's due today")).toEqual({ kind: 'list', status: 'pending', due: 'today' });
  });
  it.each(['what can you help me with', 'how can i delete a task', 'what should i type', 'how do you work', 'can you help', 'what features do you have', 'how do i mark a task as done'])(
    '"%s" asks for help',
    (text) => expect(parse(text)).toEqual({ kind: 'help' }),
  );
  it('a how-to question about something else is not help', () => {
    expect(parse('how do i get to the station')).toEqual({ kind: 'unknown' });
  });
  it.each(['is it going to snow tomorrow?', 'will it be sunny on friday?', 'what time is my flight tomorrow?', 'are you free tomorrow'])(
    'the question "%s" is not a task, whatever date it names',
    (text) => expect(parse(text)).toEqual({ kind: 'unknown' }),
  );
});

describe('lists asked for in few words', () => {
  it.each([
    ["what's on tomorrow", { due: 'tomorrow' }],
    ['anything for today?', { due: 'today' }],
    ['what am i behind on', { due: 'overdue' }],
  ] as const)('"%s"', (text, extra) => expect(parse(text)).toEqual({ kind: 'list', status: 'pending', ...extra }));
  it('a status alone is enough', () => {
    expect(parse('list finished ones')).toEqual({ kind: 'list', status: 'completed' });
  });
  it('"have i added ... yet" looks the task up', () => {
    expect(parse('have i added call the vet yet')).toEqual({ kind: 'list', status: 'pending', query: 'call the vet' });
    expect(parse('did i put milk down')).toEqual({ kind: 'list', status: 'pending', query: 'milk' });
  });
});

describe('completing without "is"', () => {
  it.each([
    ['task 4 finished', { id: 4 }],
    ['2nd one done', { ordinal: 2 }],
    ['the milk one done', { query: 'milk' }],
  ] as const)('"%s"', (text, target) => expect(parse(text)).toEqual({ kind: 'complete', target }));
  it.each(['all done', "i'm done", 'tasks done'])('"%s" names no task', (text) => {
    expect(parse(text).kind).toBe('unknown');
  });
});

describe('changes phrased in other ways', () => {
  it.each([
    ['the report should be called q1 report', { query: 'report' }, { title: 'Q1 report' }],
    ['call #3 pay the rent', { id: 3 }, { title: 'Pay the rent' }],
    ['name the first one gym bag', { ordinal: 1 }, { title: 'Gym bag' }],
    ["change the gym task's name to gym bag", { query: 'gym' }, { title: 'Gym bag' }],
    ['make the report due friday', { query: 'report' }, { dueAt: '2026-03-13' }],
    ['set #3 due tomorrow', { id: 3 }, { dueAt: '2026-03-11' }],
    ['move the meeting up to thursday', { query: 'meeting' }, { dueAt: '2026-03-12' }],
    ['put off the dentist until next monday', { query: 'dentist' }, { dueAt: '2026-03-16' }],
    ['#4 needs to be done by friday', { id: 4 }, { dueAt: '2026-03-13' }],
    ['push the rent one to the 28th', { query: 'rent' }, { dueAt: '2026-03-28' }],
  ] as const)('"%s"', (text, target, changes) => expect(parse(text)).toEqual({ kind: 'update', target, changes }));
  it('"call mom tomorrow" is still a task to add, not a rename', () => {
    expect(parse('call mom tomorrow')).toEqual({ kind: 'create', title: 'Call mom', dueAt: '2026-03-11' });
  });
  it('"it" and "that" are the task just mentioned, never a search for the word "it" or a new task', () => {
    expect(parse('push it to friday')).toEqual({ kind: 'update', target: { mentioned: true }, changes: { dueAt: '2026-03-13' } });
    expect(parse('delete it')).toEqual({ kind: 'delete', target: { mentioned: true } });
    expect(parse('mark it done')).toEqual({ kind: 'complete', target: { mentioned: true } });
    expect(parse('rename that to buy oat milk')).toEqual({ kind: 'update', target: { mentioned: true }, changes: { title: 'Buy oat milk' } });
    expect(parse('delete them')).toEqual({ kind: 'unknown' });
  });
});

describe('more date forms', () => {
  it.each([
    ['add pay rent on the 20th', '2026-03-20'],
    ['add dentist the 3rd at 2pm', '2026-04-03T14:00:00+02:00'],
    ['add pay bills by the 5th of next month', '2026-04-05'],
    ['add call mom the 10th', '2026-03-10'],
    ['add laundry sat', '2026-03-14'],
  ])('"%s" is due %s', (text, dueAt) => expect(parse(text)).toMatchObject({ kind: 'create', dueAt }));
  it('"the 2nd one" is a position, and "sat" inside a sentence is not a day', () => {
    expect(parse('delete the 2nd one')).toEqual({ kind: 'delete', target: { ordinal: 2 } });
    expect(parse('add sat nav update')).toEqual({ kind: 'create', title: 'Sat nav update' });
  });
});

describe('a plan said with "gotta" or "got to"', () => {
  // "gotta" once matched as "got" + "ta", so the title began with "Ta".
  it.each([
    ['i gotta finish my tax return by friday', { kind: 'create', title: 'Finish my tax return', dueAt: '2026-03-13' }],
    ['i gotta call the plumber', { kind: 'create', title: 'Call the plumber' }],
    ['i really gotta take out the bins tonight', { kind: 'create', title: 'Take out the bins', dueAt: '2026-03-10T20:00:00+01:00' }],
    ['i got to call mom', { kind: 'create', title: 'Call mom' }],
  ])('"%s" keeps the whole title', (text, intent) => expect(parse(text)).toEqual(intent));
});
