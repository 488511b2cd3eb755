import { describe, it } from 'vitest';
import { showsExactly, turnAt } from './turn-at';

/*
 * Round 23 (part c): questions about the list, answered with exactly the tasks they name and never with the whole
 * list. Own phrasings of the families batches 21-23 missed (test/fixtures/blind-batch-2{1,2,3}.json), said the way
 * a Vancouver nurse texts, not their sentences.
 */
const turn = turnAt({
  now: '2027-03-10T12:15',
  timeZone: 'America/Vancouver',
  tasks: [
    { id: 1, title: 'Email Dr. Okafor the shift swap', due: '2027-03-09', tags: ['hospital'] },
    { id: 2, title: 'Buy groceries for Mr. Delgado', due: '2027-03-10T15:00', tags: ['neighbour'] },
    { id: 3, title: "Pick up Mr. Delgado's mail", tags: ['neighbour'], completed: true, completedAt: '2027-03-08T10:00' },
    { id: 4, title: 'Renew nursing licence', due: '2027-03-12', priority: 2, tags: ['hospital', 'admin'] },
    { id: 5, title: 'Phone the landlord about the heater', tags: ['home'] },
    { id: 6, title: 'Phone Aunt Rosa' },
    { id: 7, title: 'Pay hydro bill', due: '2027-03-20', tags: ['home'] },
    { id: 8, title: 'Pay parking ticket', due: '2027-03-11', priority: 1, tags: ['car'] },
    { id: 9, title: 'Book flights to Lisbon', due: '2027-03-11T08:00', tags: ['trip'] },
    { id: 10, title: 'Pack suitcase', due: '2027-03-11T20:00', tags: ['trip'] },
    { id: 11, title: 'Water the ferns', due: '2027-03-11T13:00', tags: ['home'] },
    { id: 12, title: 'Submit timesheet', due: '2027-03-12', tags: ['hospital'] },
    { id: 13, title: 'Fix bike chain', due: '2027-03-05', priority: 1, tags: ['garage'] },
    { id: 14, title: 'Send receipts to the accountant', due: '2027-03-15', tags: ['taxes'] },
    { id: 15, title: 'Drop off badge photo', due: '2027-03-11', tags: ['hospital'] },
    { id: 16, title: 'Staff meeting', due: '2027-03-15T09:00', tags: ['hospital'] },
  ],
});

const TITLES = [
  'Email Dr. Okafor',
  'Buy groceries',
  "Delgado's mail",
  'Renew nursing licence',
  'Phone the landlord',
  'Phone Aunt Rosa',
  'Pay hydro bill',
  'Pay parking ticket',
  'Book flights',
  'Pack suitcase',
  'Water the ferns',
  'Submit timesheet',
  'Fix bike chain',
  'Send receipts',
  'Drop off badge photo',
  'Staff meeting',
];

/** Asks, writes nothing, and shows exactly the tasks with these titles. */
const expectShows = showsExactly(turn, TITLES);

describe('"anything w <name>": the tasks that name it, never the whole list', () => {
  it.each([
    ['anything w okafor', ['Email Dr. Okafor']],
    ['stuff w delgado?', ['Buy groceries']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('"what do i still need to do for <person>": the tasks for that person', () => {
  it.each([
    ['what do i still have to do for mr delgado', ['Buy groceries']],
    ['what do i gotta do for okafor', ['Email Dr. Okafor']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('"what <topic> do i (still) have (to <verb>)": the topic said before the question', () => {
  it.each([
    ['what hospital work have i got', ['Email Dr. Okafor', 'Renew nursing licence', 'Submit timesheet', 'Drop off badge photo', 'Staff meeting']],
    ['what receipts do i still need to send', ['Send receipts']],
    ['what trip things i got', ['Book flights', 'Pack suitcase']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('"what\'s still not done from the <topic>": the tasks about it still open', () => {
  it.each([
    ["what's still not done for the trip", ['Book flights', 'Pack suitcase']],
    ['whats still outstanding from the trip', ['Book flights', 'Pack suitcase']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('"who do i have to phone", "what have i got to pay": the tasks whose title starts with the verb', () => {
  it.each([
    ['who do i still need to phone', ['Phone the landlord', 'Phone Aunt Rosa']],
    ['what have i got to pay', ['Pay hydro bill', 'Pay parking ticket']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('"show overdue <tag> stuff": overdue and the tag, never an offer to add', () => {
  it.each([
    ['show late hospital stuff', ['Email Dr. Okafor']],
    ['overdue garage things pls', ['Fix bike chain']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('"<tag> stuff due thurs or fri": the tag on either day', () => {
  it.each([
    ['which hospital tasks are due thurs or fri', ['Renew nursing licence', 'Submit timesheet', 'Drop off badge photo']],
    ['what trip stuff is on thursday or friday', ['Book flights', 'Pack suitcase']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('"what\'s tomorrow morning": the day and the part of it', () => {
  it.each([
    ["what's tmrw morning", ['Book flights']],
    ['anything thursday evening?', ['Pack suitcase']],
    ['what have i got tomorrow night', ['Pack suitcase']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('a person or a topic said another way: "what\'s on <name>\'s plate", "w/ <topic> stuff", "<topic> related on there"', () => {
  it.each([
    ["what's on delgado's plate", ['Buy groceries']],
    ['whats happening w/ trip stuff', ['Book flights', 'Pack suitcase']],
    ['anything hospital related on there', ['Email Dr. Okafor', 'Renew nursing licence', 'Submit timesheet', 'Drop off badge photo', 'Staff meeting']],
    ['which flights are coming up', ['Book flights']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});

describe('filters said short: "w/o a date", "high and medium prio", a priority before "stuff"', () => {
  it.each([
    ['anything w/o a date?', ['Phone the landlord', 'Phone Aunt Rosa']],
    ['show me high and medium prio stuff', ['Renew nursing licence', 'Pay parking ticket', 'Fix bike chain']],
    ['which high prio things are overdue', ['Fix bike chain']],
  ])('%s', async (text, shown) => expectShows(text, shown));
});
