import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

/* Issue 20, round 16 (a start): junk writes of batch 17 and of the edit generator, by their general shape. */
const parse = parserAt('2027-01-20T16:30:00-07:00', 'America/Phoenix'); // a Wednesday afternoon

describe('a line that says to skip something of a task there, after a reason, is never added', () => {
  it.each([
    'the grandkids are away friday so skip their swim lesson',
    'no choir practice this week, skip the rehearsal',
    "Gloria's sick on tuesday and skip my shift",
    "Mateo's at his dad's this thursday, skip the pick up",
    'Daniel traveling this sunday so skip our call',
  ])('%s', (text) => {
    expect(parse(text).kind).not.toBe('create');
  });
});

describe('a task said to need a change, without the change, is never added', () => {
  it.each(['the camry service needs changing', 'book club night needs moving', 'pharmacy pickup needs a new date'])('%s', (text) => {
    expect(parse(text).kind).not.toBe('create');
  });
});

describe('adds that hold the same words are still adds', () => {
  it.each([
    ['remind me to skip the dessert at book club friday', 'Skip the dessert at book club'],
    ['book a skip for the garden clearance on saturday', 'Book a skip for the garden clearance'],
    ['buy a skip rope for lily saturday', 'Buy a skip rope for lily'],
  ])('%s', (text, title) => {
    expect(parse(text)).toMatchObject({ kind: 'create', title });
  });
});
