import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * A clock the phone keeps ("set alarm to 7") was read as "set an alarm to <task>" and added a task named "7": a wrong
 * write found in round 24. An alarm or a timer is beyond a todo list (a plain answer, nothing written); a title with
 * no word in it is never added without asking.
 */
const turn = turnAt({ now: '2027-08-02T08:15', timeZone: 'Europe/Madrid', tasks: [{ id: 1, title: 'Water the tomatoes', due: '2027-08-02T20:00' }] });

describe('an alarm or a timer: says it cannot, writes nothing', () => {
  it.each([
    ['set alarm to 7', 'remind me at 7'],
    ['set my alarm for 6:45 tomorrow pls', 'remind me at 6:45'],
    ['can you wake me up at 5am', 'remind me at 5am'],
    ['set a timer for 20 mins', 'remind me in 20 mins'],
  ])('%s', async (text, hint) => {
    const { created, changed, deleted, reply } = await turn(text);
    expect([created, changed, deleted]).toEqual([[], [], []]);
    expect(reply).toMatch(/^I can't set (?:alarms|timers)/);
    expect(reply).toContain(hint);
  });

  it('an alarm to do something is still that task', async () => {
    const { created } = await turn('set an alarm to call the vet at 5');
    expect(created.map((todo) => todo.title)).toEqual(['Call the vet']);
  });
});

describe('a title with no word in it is asked about, never added', () => {
  it.each(['add 42', 'put 7:30 on my list'])('%s', async (text) => {
    const { created, reply } = await turn(text);
    expect(created).toEqual([]);
    expect(reply).toMatch(/\?/);
  });
});
