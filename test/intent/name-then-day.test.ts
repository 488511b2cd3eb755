import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Issue 20: "name: day", "name - day". A name, a colon or a dash, then only a day is how a person jots a task's new
 * day. When the name is a task on the list, that task's day changes; when it names none, the person is asked,
 * never given a new task titled with the bare name.
 */
const turn = turnAt({
  now: '2027-03-10T09:00', // a Wednesday morning
  timeZone: 'Europe/London',
  tasks: [
    { id: 1, title: 'Physio session', due: '2027-03-11T14:00' },
    { id: 2, title: 'Car rego renewal', due: '2027-03-20' },
    { id: 3, title: 'Water the plants' },
  ],
});

describe('"name: day" for a name that is no task: asked, nothing added', () => {
  it.each(['optician: thurs', 'boiler service - monday', 'school photos – next fri', 'vet jab — sat', 'piano lesson: tomorrow'])('%s', async (text) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('"name: day" for a task on the list: that task moves', () => {
  it.each([
    ['physio: friday', 1, '2027-03-12'],
    ['car rego - next tues', 2, '2027-03-16'],
  ])('%s', async (text, id, day) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.dueAt).toContain(day);
  });
});

describe('a task said with its own verb, or with "add", is still added', () => {
  it.each([
    ['buy stamps - friday', 'Buy stamps'],
    ['add optician: thurs', 'Optician'],
  ])('%s', async (text, title) => {
    const { created } = await turn(text);
    expect(created.map((todo) => todo.title)).toEqual([title]);
  });
});
