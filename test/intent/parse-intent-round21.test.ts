import { describe, expect, it } from 'vitest';
import { expectNothingWritten } from './expect-nothing-written';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 21: everyday requests understood or asked about, never a junk task. Own phrasings of
 * the families the edit property (FC_SEED 11, 19) and batch 19 (test/fixtures/blind-batch-19.json) found.
 */
const turn = turnAt({
  now: '2027-03-10T09:00',
  timeZone: 'Pacific/Auckland',
  tasks: [
    { id: 1, title: 'Pay the water rates', due: null },
    { id: 2, title: 'Anniversary present for Kate', due: '2027-03-20' },
  ],
});
const added = async (text: string) => {
  const { created, changed } = await turn(text);
  expect(changed).toEqual([]);
  expect(created).toHaveLength(1);
  const [todo] = created;
  return { title: todo!.title, dueAt: todo!.dueAt ?? null, tags: todo!.tags ?? [], priority: todo!.priority, recurrence: todo!.recurrence ?? null };
};

describe('"name: day" whose name only loosely fits one task asks about that task', () => {
  it.each(['kat present: thurs', 'kates prsent - tues', 'aniversary present: fri', 'prezent for kate: weds'])('%s', async (text) => {
    const said = await turn(text);
    expectNothingWritten(said);
    expect(said.reply).toContain('Did you mean “Anniversary present for Kate”');
  });

  it.each(['the roofer: tues', 'gym induction - thurs'])('one naming no task still asks without a name: %s', async (text) => {
    const said = await turn(text);
    expectNothingWritten(said);
    expect(said.reply).not.toContain('Did you mean');
  });
});

describe('"next week" and a time straight after are one date: that Monday at the time', () => {
  it.each([
    ['dentist check next week at 9.15am', 'Dentist check', '2027-03-15T09:15'],
    ['service the mower next week 3pm', 'Service the mower', '2027-03-15T15:00'],
    ['ring the accountant sometime next week at 11:30', 'Ring the accountant', '2027-03-15T11:30'],
  ])('%s', async (text, title, due) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
    expect(todo.dueAt).toContain(due);
  });

  it.each(['the gutters: next week at 8.30am', 'bike service - next week 4pm'])('"name: next week <time>" naming no task is asked about: %s', async (text) => {
    expectNothingWritten(await turn(text));
  });
});

describe('"every 2nd <weekday>" with no month said is every other one, as "every second <weekday>"', () => {
  it.each([
    ['every 2nd thursday - bins to the kerb', 'Bins to the kerb', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH', '2027-03-11'],
    ['water the ferns every 3rd sunday', 'Water the ferns', 'FREQ=WEEKLY;INTERVAL=3;BYDAY=SU', '2027-03-14'],
    ['book club every 2nd tuesday of the month', 'Book club', 'FREQ=MONTHLY;BYDAY=+2TU', '2027-04-13'],
    ['every 1st friday pay the cleaner', 'Pay the cleaner', 'FREQ=MONTHLY;BYDAY=+1FR', '2027-04-02'],
  ])('%s', async (text, title, rule, day) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
    expect(todo.recurrence).toContain(rule);
    expect(todo.dueAt).toContain(day);
  });
});

describe('"ask <someone> about <something>" and "top up <something>" are adds, said without "add"', () => {
  it.each([
    ['ask the builder about the deck permit', 'Ask the builder about the deck permit'],
    ['ask nana about the easter lunch', 'Ask nana about the easter lunch'],
    ['ask sarah if she can swap shifts', 'Ask sarah if she can swap shifts'],
    ['top up the coolant in the hatchback', 'Top up the coolant in the hatchback'],
    ['top up the kids lunch accounts', 'Top up the kids lunch accounts'],
  ])('%s', async (text, title) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
  });

  it.each(['ask me about my tasks', 'ask about my list'])('a question to the assistant itself is no add: %s', async (text) => {
    expectNothingWritten(await turn(text));
  });
});

describe('a reason after a comma ("…, knee been acting up") is left out of the title', () => {
  it.each([
    ['book the physio, knee been acting up', 'Book the physio'],
    ['get the gate latch fixed, the gate keeps swinging open', 'Get the gate latch fixed'],
    ['call the vet friday, dog has been scratching all week', 'Call the vet'],
  ])('%s', async (text, title) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
  });
});

describe('a chore said with a removing verb and its day ("clear the gutters this weekend") is an add', () => {
  it.each([
    ['clear the drains at the rental this weekend', 'Clear the drains at the rental', '2027-03-13'],
    ['empty the garage freezer on friday', 'Empty the garage freezer', '2027-03-12'],
    ['clear out the back shed tomorrow', 'Clear out the back shed', '2027-03-11'],
  ])('%s', async (text, title, day) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
    expect(todo.dueAt).toContain(day);
  });

  it.each(['clear the anniversary present for kate this weekend', 'empty the water rates on friday'])(
    'a removing verb before a task of the list, with a day, is asked about: %s',
    async (text) => {
      expectNothingWritten(await turn(text));
    },
  );
});

describe('"new <thing> for <someone or something>" is a thing to get, added without an add verb', () => {
  it.each([
    ['new wiper blades for the hatchback', 'New wiper blades for the hatchback'],
    ['new netball bib for aroha', 'New netball bib for aroha'],
    ['new batteries for the smoke alarms', 'New batteries for the smoke alarms'],
  ])('%s', async (text, title) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
  });

  it.each(['new date for the water rates', 'new time for the anniversary present', 'new task for friday'])('a new date, time or task is no thing to get: %s', async (text) => {
    expectNothingWritten(await turn(text));
  });
});

describe('"<what it is for> - <errand>" is an add titled as said, unless the first part names a task', () => {
  it.each([
    ['ird - file the gst return', 'Ird - file the gst return'],
    ['school - email the teacher about camp', 'School - email the teacher about camp'],
    ['body corp - pay the levy', 'Body corp - pay the levy'],
  ])('%s', async (text, title) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
  });

  it.each(['water rates - pay the late fee', 'kates present - wrap it', 'anniversary - buy a card'])('asked about: %s', async (text) => {
    expectNothingWritten(await turn(text));
  });
});
