import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

/* Issue 20, round 15 (w20v): questions said back to front, small talk with a remark, work asked of the assistant, memory phrasings. */
const parse = parserAt('2027-03-03T09:00:00Z', 'Europe/London'); // a Wednesday
const WRITES = new Set(['create', 'update', 'complete', 'delete', 'bulk_update', 'bulk_complete', 'bulk_delete']);

describe('"<day> looks like what": a question about the day, never a task', () => {
  it.each([
    ['friday looks like what', '2027-03-05'],
    ['monday look like what?', '2027-03-08'],
  ])('%s', (text, day) => {
    expect(parse(text)).toMatchObject({ kind: 'list', day });
  });
  it('never adds a title that ends on a question word', () => {
    for (const text of ['the weekend looks like what', 'saturday is when', 'thursday looking like what']) expect(WRITES.has(parse(text).kind)).toBe(false);
  });
});

describe('a greeting with a remark on it is small talk', () => {
  it.each([
    'evening! well morning really haha',
    'morning!! or afternoon actually lol',
    'hi, afternoon here already',
    'good morning, long day ahead lol',
    'hey! busy week ahead',
    'thanks a mil',
    'cheers a million',
  ])('%s', (text) => {
    expect(parse(text).kind).toBe('chat');
  });
});

describe('a message the assistant is asked to send, with what to say, is beyond reach', () => {
  it.each(['text jo for me and say im running late', 'email the landlord for me and tell him the boiler is broken', 'message my boss for me saying i am off sick'])(
    '%s',
    (text) => {
      expect(parse(text).kind).toBe('chat');
    },
  );
  it('still adds "book X for me" with a day', () => {
    expect(parse('book a massage for me next friday')).toMatchObject({ kind: 'create' });
  });
});

describe('memory: a fact then "keep that in mind for …", a question then "did i tell you", "you can forget …"', () => {
  it.each([
    ['the boiler code is 7731, remember that for the plumber', 'the boiler code is 7731'],
    ['fyi Ana is vegan, keep that in mind for the dinner', 'Ana is vegan'],
  ])('%s', (text, kept) => {
    expect(parse(text)).toMatchObject({ kind: 'remember', text: kept });
  });
  it.each([
    ["what's the alarm code, did i tell you?", 'alarm code'],
    ['when is my nephews birthday, did i tell u', 'nephews birthday'],
    ['who feeds the cat on sundays again?', 'feeds the cat on sundays'],
  ])('%s', (text, query) => {
    const intent = parse(text);
    expect(intent.kind).toBe('recall');
    expect(JSON.stringify(intent)).toContain(query);
  });
  it.each([
    ['you can forget the old gym times, they changed', 'old gym times'],
    ['u can forget about my old address now', 'my old address'],
  ])('%s', (text, query) => {
    expect(parse(text)).toMatchObject({ kind: 'forget', memory: { query } });
  });
});

describe('list questions: medium priority, "anything X related", a topic then what is left to do', () => {
  it.each(['whats normal priority', 'show me medium priority stuff'])('%s is p2', (text) => {
    expect(parse(text)).toMatchObject({ kind: 'list', priority: [2] });
    expect(parse(text)).not.toHaveProperty('query');
  });
  it.each([
    ['anything garden related', 'garden'],
    ['is there anything van related', 'van'],
    ['which tasks are for grandad', 'grandad'],
    ['what garden things do i need to sort out', 'garden'],
    ['car stuff left to do?', 'car'],
  ])('%s', (text, query) => {
    expect(parse(text)).toMatchObject({ kind: 'list', query });
  });
  it('keeps the overdue filter said after "related"', () => {
    expect(parse('is there anything uni related thats overdue')).toMatchObject({ kind: 'list', query: 'uni', due: 'overdue' });
  });
});

describe('"new" begins a task\'s own name unless a word for a task follows', () => {
  it.each([
    ['new bike lights for the commute friday', 'New bike lights for the commute'],
    ['new passport photos asap', 'New passport photos'],
  ])('%s', (text, title) => {
    expect(parse(text)).toMatchObject({ kind: 'create', title });
  });
  it('still reads "new task: X" and "make a reminder to X" as the add verb', () => {
    expect(parse('new task: ring the garage')).toMatchObject({ kind: 'create', title: 'Ring the garage' });
    expect(parse('make me a reminder to ring the garage friday')).toMatchObject({ kind: 'create', title: 'Ring the garage' });
  });
});

describe('"whens" without its apostrophe', () => {
  it.each([
    ['whens the optician', 'optician'],
    ['whens my car service due', 'car service'],
  ])('%s asks when, never adds', (text, query) => {
    expect(parse(text)).toMatchObject({ kind: 'list', query });
  });
});
