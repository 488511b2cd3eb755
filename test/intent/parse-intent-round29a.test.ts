import { describe, expect, it } from 'vitest';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 29 (part a): adds. Own phrasings of the families batches 27 and 28 missed (test/fixtures/blind-batch-27.json,
 * -28.json), in other trades and other words, not their sentences. Now is Wednesday 2029-03-07, 15:10.
 */
const turn = turnAt({
  now: '2029-03-07T15:10',
  timeZone: 'America/Chicago',
  tasks: [
    { id: 1, title: 'Invoice the Keller job', due: '2029-03-09', tags: ['work'] },
    { id: 2, title: 'Service the van', due: '2029-03-12' },
    { id: 3, title: 'Print the choir practice sheets', tags: ['church'] },
    { id: 4, title: 'Pilates', due: '2029-03-12T18:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
  ],
});
const added = addsOf(turn);

describe('a clock time said in words is the due time and leaves the title', () => {
  it.each([
    ['book the farrier for the mare on tuesday at eleven fifteen', 'Book the farrier for the mare', '2029-03-13T11:15'],
    ['collect the suit from the tailor friday at four thirty', 'Collect the suit from the tailor', '2029-03-09T16:30'],
    ['phone the glazier tomorrow at eight', 'Phone the glazier', '2029-03-08T08:00'],
    ['remind me to feed the sourdough starter tomorrow morning at seven', 'Feed the sourdough starter', '2029-03-08T07:00'],
    ['add sign for the parcel delivery on monday at twelve noon', 'Sign for the parcel delivery', '2029-03-12T12:00'],
    ['add drop the rota at the depot thursday at one forty-five', 'Drop the rota at the depot', '2029-03-08T13:45'],
    // Dictation hears "four" as "for" at the end, after "at".
    ['add walk the beagle tomorrow at for', 'Walk the beagle', '2029-03-08T16:00'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it('said with a repeat, the word time is the first one', async () => {
    const { created } = await turn('add choir warmups every thursday at six thirty');
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.recurrence])).toEqual([['Choir warmups', '2029-03-08T18:30', 'FREQ=WEEKLY;BYDAY=TH']]);
  });

  it.each([
    ['add look at one of the new quotes tomorrow', 'Look at one of the new quotes', '2029-03-08'],
    ['add arrive at two stores before they shut on friday', 'Arrive at two stores before they shut', '2029-03-09'],
  ])('a number word after "at" that counts things stays in the title: %s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('"a week from <day>": that day a week later', () => {
  it.each([
    ['i have to reseal the shower a week from friday', 'Reseal the shower', '2029-03-16'],
    ['add renew the trailer permit a week from monday', 'Renew the trailer permit', '2029-03-19'],
    ['add order the mulch a week from tomorrow', 'Order the mulch', '2029-03-15'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('a request wrapped in politeness, with thanks, news or a reason as sentences after it', () => {
  it.each([
    ["Hello there! Please add 'Water the greenhouse' for Sunday. Many thanks.", 'Water the greenhouse', '2029-03-11'],
    ["Could you add 'Call the insurer back' for tomorrow. Thank you kindly", 'Call the insurer back', '2029-03-08'],
    ['Could you add: Collect the twins from choir Thursday at 4:45 p.m. Their dad is away.', 'Collect the twins from choir', '2029-03-08T16:45'],
    ['add call the plumber friday. The sink is leaking again.', 'Call the plumber', '2029-03-09'],
    ['Please remind me to bleed the radiators on April 3rd. Thanks a million', 'Bleed the radiators', '2029-04-03'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it('a priority said as its own sentence still counts, with thanks after it', async () => {
    const { created } = await turn('Please remind me to order more flour on April 3rd. It is urgent! Thanks love');
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.priority])).toEqual([['Order more flour', '2029-04-03', 1]]);
  });

  it.each([
    ['Please add a task to book the ferry, tag it holiday. No hurry.', 'Book the ferry', ['holiday']],
    ['add a task to sharpen the chisels, tag it workshop. Thanks!', 'Sharpen the chisels', ['workshop']],
  ])('"tag it X" tags, whatever is said after: %s', async (text, title, tags) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.tags])).toEqual([[title, tags]]);
  });

  it.each(['Thanks so much. That is all for today.', 'Good afternoon! Thanks again for yesterday.', 'My sister has a meeting. Thank you dear'])(
    'talk with no request adds nothing: %s',
    async (text) => {
      expect(await added(text)).toEqual([]);
    },
  );
});

describe('"remind me N before": the event with its own day and time is a new task, reminded early', () => {
  it.each([
    ['remind me 20 mins before, site visit with the surveyor fri 2pm', 'Site visit with the surveyor', '2029-03-09T14:00', 20],
    ['remind me an hour before, vaccine appointment thursday 10am', 'Vaccine appointment', '2029-03-08T10:00', 60],
    ['please remind me 10 minutes before the 4pm meeting with the bank manager tomorrow', 'Meeting with the bank manager', '2029-03-08T16:00', 10],
    ['remind me 30 mins before the 9am viewing at the flat on friday', 'Viewing at the flat', '2029-03-09T09:00', 30],
  ])('%s', async (text, title, due, minutes) => {
    const { created, changed, deleted } = await turn(text);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.remindBefore])).toEqual([[title, due, minutes]]);
  });
});

describe('"the X is <when>, add it": the event named without its "the"', () => {
  it.each([
    ['the street party is sunday april 8th at 2 add it please', 'Street party', '2029-04-08T14:00'],
    ['the school bake sale is on friday at 10, add it', 'School bake sale', '2029-03-09T10:00'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('"<day> after lunch", "<day> before work": the loose time of that day leaves the title, the day stays', () => {
  it.each([
    ['drop the keys at the letting agent tomorrow after lunch', 'Drop the keys at the letting agent', '2029-03-08'],
    ['add wash the work van friday before work', 'Wash the work van', '2029-03-09'],
    ['pick up the kids bikes from the repair shop saturday after school', 'Pick up the kids bikes from the repair shop', '2029-03-10'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it("without a day before it the words stay the task's", async () => {
    expect(await added('add stretch before work')).toEqual([['Stretch before work', undefined]]);
  });
});

describe('a story first, then the request, with no full stop between', () => {
  it.each([
    ['since the gutters overflowed again i should get them looked at add call the roofer for a quote friday', 'Call the roofer for a quote', '2029-03-09'],
    ['Make I no forget, I need to renew the shop licence on Friday', 'Renew the shop licence', '2029-03-09'],
    ["Good evening. So I don't forget, I need to return the ladder to Sam on Saturday", 'Return the ladder to Sam', '2029-03-10'],
    ['before I forget, book the chimney sweep for monday', 'Book the chimney sweep', '2029-03-12'],
    ['Ada has had a rash since Sunday, take her to the pharmacy tomorrow after school', 'Take Ada to the pharmacy', '2029-03-08'],
    ['my grandad is home from hospital, visit him on saturday', 'Visit my grandad', '2029-03-10'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it.each(['She has been coughing all week, take her temperature tonight', 'since we need to add a room to the booking i should call the hotel'])(
    'no person named, or "add" inside the story: not read this way: %s',
    async (text) => {
      const { created } = await turn(text);
      expect(created.map((todo) => todo.title).filter((title) => /^(?:take she|a room)/i.test(title))).toEqual([]);
    },
  );
});

describe('a new repeating event that shares words with a task already there is added', () => {
  it.each([['choir practice every thursday 7pm', 'Choir practice', '2029-03-08T19:00', 'FREQ=WEEKLY;BYDAY=TH']])('%s', async (text, title, due, recurrence) => {
    const { created, changed, deleted } = await turn(text);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.recurrence])).toEqual([[title, due, recurrence]]);
  });
});

describe('"next week <day>": that weekday of next week, out of the title', () => {
  it.each([
    ['fumigate the warehouse next week tuesday', 'Fumigate the warehouse', '2029-03-13'],
    ['add restock the cold room next week on friday', 'Restock the cold room', '2029-03-16'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('typed short: "im" in a clause, a misspelt "appointment"', () => {
  it.each([
    ['add water the ferns while im at the coast before friday', "Water the ferns while i'm at the coast", '2029-03-09'],
    ['vet appointmnt for the dog friday', 'Vet appointment for the dog', '2029-03-09'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe("a promise to be at someone's event: the event, by whose it is, is the task", () => {
  it.each([
    ["I told my sister I would go to her book launch, it's Friday at 7pm. Please add it.", "My sister's book launch", '2029-03-09T19:00'],
    ["promised Jo i'd be at her leaving drinks friday 6pm", "Jo's leaving drinks", '2029-03-09T18:00'],
    ["I promised I'd go to Ade's wedding saturday, add it", "Ade's wedding", '2029-03-10'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('"change" before a part that wears out is a chore to add', () => {
  it.each([
    ['change the brake pads on the trailer', 'Change the brake pads on the trailer', undefined],
    ['change the water filter under the sink', 'Change the water filter under the sink', undefined],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it.each(['change the van service to friday', 'change the filters task to p1'])('a change said with "to" adds nothing: %s', async (text) => {
    const { created } = await turn(text);
    expect(created).toEqual([]);
  });
});
