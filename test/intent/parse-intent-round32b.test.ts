import { describe, expect, it } from 'vitest';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 32 (part b): adds. Own phrasings of the families batches 31 to 34 missed (test/fixtures/blind-batch-31.json to
 * -34.json), in other trades and other words, not their sentences. Now is Saturday 2029-05-12, 10:00 in Dublin.
 */
const TASKS = [
  { id: 1, title: 'Quote for the Doyles extension', due: '2029-05-15', tags: ['work'] },
  { id: 2, title: 'Swim lessons', due: '2029-05-16T17:00', recurrence: 'FREQ=WEEKLY;BYDAY=WE' },
  { id: 3, title: 'Service the heat pump at the cabin', due: '2029-05-25', priority: 2 },
];
const turn = turnAt({ now: '2029-05-12T10:00', timeZone: 'Europe/Dublin', tasks: TASKS });
const added = addsOf(turn);

describe('talk before the task is not its name', () => {
  it.each([
    ['new gig: replace the gutters at the Byrnes friday', 'Replace the gutters at the Byrnes', '2029-05-18'],
    ['another one: renew the boat licence monday', 'Renew the boat licence', '2029-05-14'],
    ['garden stuff: buy slug pellets tomorrow', 'Buy slug pellets', '2029-05-13'],
    ['deffo need to service the bike next week', 'Service the bike', '2029-05-14'],
    ['i always forget this, defrost the freezer sunday', 'Defrost the freezer', '2029-05-13'],
    ["printer ink's nearly out, buy two cartridges monday", 'Buy two cartridges', '2029-05-14'],
    ['the landlord is on at me again, ok fine add fix the gate latch tomorrow', 'Fix the gate latch', '2029-05-13'],
    ['quickly add: book the van in for its service on tuesday', 'Book the van in for its service', '2029-05-15'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it('"note:" keeps a fact, never a task (a guard)', async () => {
    const { created } = await turn('note: the side gate code is 4471');
    expect(created).toEqual([]);
  });
});

describe('an aside after the task is not its name', () => {
  it.each([
    ['back up the laptop someday, p4', 'Back up the laptop', undefined],
    ['get a new hose for the garden sometime, my old one leaks', 'Get a new hose for the garden', undefined],
    ['fix the shed door tomorrow lol finally', 'Fix the shed door', '2029-05-13'],
    ['book the eye test ffs been meaning to for ages', 'Book the eye test', undefined],
    ['send the invoices monday before the boss chases me', 'Send the invoices', '2029-05-14'],
    ["pack the kids' gym gear by friday, coach's orders", "Pack the kids' gym gear", '2029-05-18'],
    ["get the boys new football boots by the 20th, tom's have a split in the sole", 'Get the boys new football boots', '2029-05-20'],
    ['need to get a new socket set, low priority, the old one rusted', 'Get a new socket set', undefined],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('days said the Irish, British and Hindi way, and lunch as noon', () => {
  it.each([
    // Said on a Saturday: the coming Monday is the 14th, "monday week" a week after it.
    ['ring the council monday week', 'Ring the council', '2029-05-21'],
    ['collect the suit thursday week at 4', 'Collect the suit', '2029-05-24T16:00'],
    ['return the library books at lunch', 'Return the library books', '2029-05-12T12:00'],
    ['phone the bank tomorrow lunchtime', 'Phone the bank', '2029-05-13T12:00'],
    ['get the car washed before the weekend', 'Get the car washed', '2029-05-18'],
    ['submit the lab report kal evening', 'Submit the lab report', '2029-05-13'],
    ['pay the electrician kal', 'Pay the electrician', '2029-05-13'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it.each([
    // Guards: lunch naming the task, and "Kal" as a name, stay in the title.
    ['lunch with Ana friday', 'Lunch with Ana', '2029-05-18'],
    ['ring Kal about the van tomorrow', 'Ring Kal about the van', '2029-05-13'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('tags and priority said in words', () => {
  it.each([
    ['renew the fishing permit tag outdoors low', 'Renew the fishing permit', ['outdoors'], 4],
    ['draft the essay plan, keep it under uni', 'Draft the essay plan', ['uni'], undefined],
    ['book the removal van friday p2 tag house move', 'Book the removal van', ['house', 'move'], 2],
    ['print the seminar handouts for monday under uni', 'Print the seminar handouts', ['uni'], undefined],
  ])('%s', async (text, title, tags, priority) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.tags, todo.priority === 4 || todo.priority === undefined ? (priority === 4 ? 4 : undefined) : todo.priority])).toEqual([
      [title, tags, priority],
    ]);
  });
});

describe('a reminder before, said with "beforehand", "a reminder", or what it is for', () => {
  it.each([
    ['vet check for the cat thurs 10am, ping me an hour beforehand', 'Vet check for the cat', '2029-05-17T10:00', 60],
    ['school concert is june 3 at 6pm, remind me a day before', 'School concert', '2029-06-03T18:00', 1440],
    ['replace the boiler valve at the Kellys 2pm tuesday, remind me 2 hours before so i can collect the part', 'Replace the boiler valve at the Kellys', '2029-05-15T14:00', 120],
    ['Mam’s eye clinic 22 May 9:30am - need a reminder the day before so i can book the day off', "Mam's eye clinic", '2029-05-22T09:30', 1440],
  ])('%s', async (text, title, due, before) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.remindBefore])).toEqual([[title, due, before]]);
  });
});

describe('repeats said with "a daily one", a laugh, or a reason after them', () => {
  it.each([
    ['add a weekly one to water the ferns, starting monday', 'Water the ferns', '2029-05-14', 'FREQ=WEEKLY;BYDAY=MO'],
    ['stretch daily haha, 7 am reminder', 'Stretch', '2029-05-13T07:00', 'FREQ=DAILY'],
    ['monthly reminder to back up the laptop, lost loads of files last time', 'Back up the laptop', undefined, 'FREQ=MONTHLY'],
    ['add swim training every tue and fri 6am, trying to get fit for the triathlon', 'Swim training', '2029-05-15T06:00', 'FREQ=WEEKLY;BYDAY=TU,FR'],
  ])('%s', async (text, title, due, rule) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, due === undefined ? undefined : todo.dueAt?.slice(0, 16), todo.recurrence])).toEqual([[title, due, rule]]);
  });
});

describe('an errand said with "stop at", or put in for a day after it', () => {
  it.each([
    ['stop by the chemist for the nappies tomorrow', 'Stop by the chemist for the nappies', '2029-05-13'],
    ['stop at the post office to send the forms, monday 9ish', 'Stop at the post office to send the forms', '2029-05-14T09:00'],
    ['need to book the farrier, put it in for 2 weeks from now', 'Book the farrier', '2029-05-26'],
    ['put ring the vet on for thursday', 'Ring the vet', '2029-05-17'],
    ["lunch at Sam and Priya's sun 1pm", "Lunch at Sam and Priya's", '2029-05-13T13:00'],
    ['write the staff rota before my days off, friday 4pm', 'Write the staff rota', '2029-05-18T16:00'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('an errand said with "not urgent" and a level is an add, never a change to a task like it', () => {
  it('research heat pumps for the cabin, not urgent, p3', async () => {
    const { created, changed } = await turn('research heat pumps for the cabin, not urgent, p3');
    expect(changed).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.priority])).toEqual([['Research heat pumps for the cabin', 3]]);
  });
});

describe('a thing to clear said with a priority, or a seat to cancel, is a task, never a removal', () => {
  it('clear out the garden shed, low priority', async () => {
    expect(await added('clear out the garden shed, low priority')).toEqual([['Clear out the garden shed', undefined]]);
  });

  it('cancel the spare zoom seat by end of the month, …: asked about as a task, nothing removed', async () => {
    const { created, changed, deleted, reply } = await turn('cancel the spare zoom seat by end of the month, it costs a fortune');
    expect([created, changed, deleted]).toEqual([[], [], []]);
    expect(reply).toContain('Add “Cancel the spare zoom seat” as a task');
  });
});

describe('a day said with "on", then a priority after a comma', () => {
  it.each([
    ['order the paving slabs on the 20th, p2', 'Order the paving slabs', '2029-05-20'],
    ['add a task to renew the van insurance on 28th 9 am, p1, tag van', 'Renew the van insurance', '2029-05-28T09:00'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('a part of the day naming an event, with its day said after', () => {
  it.each([
    ['awards evening at the golf club fri at 7', 'Awards evening at the golf club', '2029-05-18T19:00'],
    ['school prize night for the twins thurs 19:30', 'School prize night for the twins', '2029-05-17T19:30'],
    // Guards: a part of the day said with its day is when.
    ['call mum friday evening', 'Call mum', '2029-05-18'],
    ['pack the car tomorrow night', 'Pack the car', '2029-05-13'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});
