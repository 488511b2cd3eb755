import { describe, expect, it } from 'vitest';
import { closestTask } from '@/lib/models/offline/closest-task';

const tasks = [
  { id: 1, title: 'Pay electric bill' },
  { id: 2, title: 'Call plumber about the kitchen sink' },
  { id: 3, title: "Buy mom's birthday gift" },
  { id: 4, title: 'Fix login bug in side project' },
  { id: 5, title: 'Pay water bill' },
];

describe('the closest task to a name with extra words', () => {
  it("finds the task whose title holds the name's words in another order or with words around them", () => {
    expect(closestTask('plumber call', tasks)?.id).toBe(2);
    expect(closestTask("mom's gift", tasks)?.id).toBe(3);
    expect(closestTask('electric bill finally', tasks)?.id).toBe(1);
    expect(closestTask('side project bug', tasks)?.id).toBe(4);
    expect(closestTask('plumber, get rid of it', tasks)?.id).toBe(2);
  });
  it('chooses nothing when two tasks match as well, or too few of the words match', () => {
    expect(closestTask('the bill', tasks)).toBeUndefined();
    expect(closestTask('gym membership low priority', tasks)).toBeUndefined();
    expect(closestTask('yoga', tasks)).toBeUndefined();
  });
});

describe('the closest task for a removal', () => {
  it('needs every word of the name, so "the priority on the slides" removes nothing', () => {
    const list = [{ id: 9, title: 'Prepare slides for quarterly review' }];
    expect(closestTask('priority on the slides', list)?.id).toBe(9);
    expect(closestTask('priority on the slides', list, { every: true })).toBeUndefined();
    expect(closestTask('slides', list, { every: true })?.id).toBe(9);
  });
});

describe('a short form for a word the title spells out', () => {
  it('"optician appt" names "Optician appointment", even for a removal', () => {
    const list = [
      { id: 3, title: 'Optician appointment' },
      { id: 4, title: 'Call the optician about frames' },
    ];
    expect(closestTask('optician appt', list, { every: true })?.id).toBe(3);
  });

  it('"stats homework" names "Statistics homework"', () => {
    const list = [
      { id: 1, title: 'Statistics homework' },
      { id: 2, title: 'Chemistry homework' },
    ];
    expect(closestTask('stats homework', list)?.id).toBe(1);
  });
});

describe('short forms of several words', () => {
  it('"ml assignment" names "Machine learning assignment 3", not another assignment', () => {
    const list = [
      { id: 2, title: 'Machine learning assignment 3' },
      { id: 3, title: 'Statistics assignment 2' },
    ];
    expect(closestTask('ml assignment', list)?.id).toBe(2);
  });
});

describe('another form of a title word', () => {
  const tasks = [
    { id: 1, title: 'Charge batteries and format cards' },
    { id: 2, title: 'Book restaurant for the birthday' },
    { id: 3, title: 'Register the team for regionals' },
    { id: 4, title: 'Renew teaching certificate CEUs' },
    { id: 5, title: 'Update portfolio website' },
  ];
  it('names the task by a noun or -ing form of its verb, or a singular of its plural', () => {
    expect(closestTask('the battery charging thing', tasks)?.id).toBe(1);
    expect(closestTask('the restaurant booking', tasks)?.id).toBe(2);
    expect(closestTask('the regionals registration', tasks)?.id).toBe(3);
    expect(closestTask('the CEU renewal', tasks)?.id).toBe(4);
  });
  it('still finds nothing for words no title has in any form', () => {
    expect(closestTask('the dentist booking reminder', tasks)).toBeUndefined();
  });
});

describe('the closest task for a short word people say for a title word', () => {
  it('reads "script" and "meds" as a prescription', () => {
    const list = [
      { id: 1, title: "Pick up nan's prescription" },
      { id: 2, title: 'Write the film script' },
      { id: 3, title: 'Book the vet' },
    ];
    expect(closestTask("nan's script", list)?.id).toBe(1);
    expect(closestTask("nan's meds", list)?.id).toBe(1);
  });
});

describe('a name of two words with one word of a title', () => {
  const list = [
    { id: 1, title: 'Renew home insurance' },
    { id: 2, title: 'Feed the goldfish' },
    { id: 3, title: 'Haircut' },
  ];
  it('is not that task for a change when its last word is another thing ("the home office" is no insurance)', () => {
    expect(closestTask('home office', list, { head: true })).toBeUndefined();
    expect(closestTask('the goldfish tank', list, { head: true })).toBeUndefined();
  });
  it("is that task when the other word is the title's, misspelt or run together, or no thing at all", () => {
    expect(closestTask('home insurnace', list, { head: true })?.id).toBe(1);
    expect(closestTask('hair cut', list, { head: true })?.id).toBe(3);
    expect(closestTask('goldfish anymore', list, { head: true })?.id).toBe(2);
  });
});

describe('a name whose last word says only what kind of entry it is (an "appt"), or when it is due', () => {
  const list = [
    { id: 1, title: 'Take grandad to the eye clinic' },
    { id: 2, title: 'Quarterly budget slides first pass' },
    { id: 3, title: 'Pick up grandad from bowls' },
  ];
  it('is named by the word before it: "grandad\'s clinic appt" is the eye clinic, "budget slides due" the slides', () => {
    expect(closestTask("grandad's clinic appt", list, { head: true })?.id).toBe(1);
    expect(closestTask("grandad's clinic appointment", list, { head: true })?.id).toBe(1);
    expect(closestTask('budget slides due', list, { head: true })?.id).toBe(2);
  });
  it('still needs that word in the title: "grandad\'s dentist appt" is neither task', () => {
    expect(closestTask("grandad's dentist appt", list, { head: true })).toBeUndefined();
  });
  it('is that task when the title says "appointment" too', () => {
    const clinic = [...list, { id: 4, title: 'Optician appointment' }];
    expect(closestTask('the optician moved my appointment to', clinic, { head: true })?.id).toBe(4);
  });
});
