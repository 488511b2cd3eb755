import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';

const NOW = new Date('2026-03-10T08:30:00.000Z');
const parse = (text: string) => parseIntent(text, { now: NOW, timeZone: 'Europe/Paris' });

describe('memory phrases of the offline grammar', () => {
  it.each([
    ['remember that my dentist is Dr. Okafor', 'my dentist is Dr. Okafor'],
    ['Please remember that I work from home on Fridays.', 'I work from home on Fridays'],
    ['remember: the gate code is 4821', 'the gate code is 4821'],
    ['remember my sister lives in Lyon', 'my sister lives in Lyon'],
    ["don't forget that Sam is allergic to nuts", 'Sam is allergic to nuts'],
  ])('"%s" keeps a fact', (text, fact) => {
    expect(parse(text)).toEqual({ kind: 'remember', text: fact });
  });

  it.each([
    ['forget that my dentist is Dr. Okafor', { query: 'my dentist is Dr. Okafor' }],
    ['forget about the gate code', { query: 'the gate code' }],
    ['forget memory #3', { id: 3 }],
    ['please delete memory 12', { id: 12 }],
  ])('"%s" forgets a memory', (text, memory) => {
    expect(parse(text)).toEqual({ kind: 'forget', memory });
  });

  it.each([
    ['what do you remember about my dentist?', { kind: 'recall', query: 'my dentist' }],
    ['What do you know about me?', { kind: 'recall' }],
    ['what do you remember', { kind: 'recall' }],
    ['show my memories', { kind: 'recall' }],
  ])('"%s" asks what is remembered', (text, intent) => {
    expect(parse(text)).toEqual(intent);
  });

  it.each([
    ['remember to buy milk tomorrow', 'create'],
    ['remind me to call the dentist', 'create'],
    ['delete task 3', 'delete'],
    ['forget it', 'confirm'],
  ])('"%s" is not a memory request', (text, kind) => {
    expect(parse(text).kind).toBe(kind);
  });
});

describe('memory said the way a busy person says it (issue 20, round 11)', () => {
  it.each([
    ['note for yourself, i like my meetings after lunch', 'i like my meetings after lunch'],
    ['a note to you: the bike lock code is 0815', 'the bike lock code is 0815'],
  ])('"%s" keeps the fact, not a task', (text, fact) => {
    expect(parse(text)).toEqual({ kind: 'remember', text: fact });
  });

  it.each([
    ['do you remember the name of the plumber?', 'plumber'],
    ['do you know the number of my landlord', 'landlord'],
    ["when was jonas' graduation again?", "jonas' graduation"],
  ])('"%s" asks for a fact kept', (text, query) => {
    expect(parse(text)).toEqual({ kind: 'recall', query });
  });

  it.each([
    ['forget the book club name, does not matter', 'book club name'],
    ["please don't remember the landlord stuff anymore", 'landlord'],
    ['stop remembering my old address', 'old address'],
  ])('"%s" forgets the fact, with its reason left out', (text, query) => {
    expect(parse(text)).toEqual({ kind: 'forget', memory: { query } });
  });

  it('still deletes a task with "forget the milk"', () => {
    expect(parse('forget the milk')).toMatchObject({ kind: 'delete' });
  });
});

describe('memory phrases that stay about tasks', () => {
  it('keeps "when was the dentist again" a question about tasks, and "dont remember to X" no forget', () => {
    expect(parse('when was the dentist again?')).not.toMatchObject({ kind: 'recall' });
    expect(parse('dont remember to call mom')).not.toMatchObject({ kind: 'forget' });
  });
});

describe('a fact is kept as it was typed', () => {
  it('keeps numbers and words the request reader would fix ("0321" is not 3:21, "wednesdy" stays)', () => {
    expect(parseIntent('remember the school office number 0161 496 0321', { now: new Date('2027-05-06T07:40:00Z'), timeZone: 'Europe/London' })).toEqual({
      kind: 'remember',
      text: 'the school office number 0161 496 0321',
    });
    expect(parseIntent('remember my locker code is 1930.', { now: new Date('2027-05-06T07:40:00Z'), timeZone: 'Europe/London' })).toEqual({
      kind: 'remember',
      text: 'my locker code is 1930',
    });
  });
});
