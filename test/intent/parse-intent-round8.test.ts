import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Thursday 2027-03-11, 20:00 in London. Phrasings written for issue 20's eighth round (the families of
// blind batch 9's misses), not taken from a batch.
const parse = parserAt('2027-03-11T20:00:00Z', 'Europe/London');

describe('a reason after a comma is not part of the task it names', () => {
  it('removes the task named before the comma', () => {
    expect(parse("scrap the pottery class, it's been called off")).toEqual({ kind: 'delete', target: { query: 'pottery class' } });
    expect(parse('ditch the paint order, got plenty in the shed')).toEqual({ kind: 'delete', target: { query: 'paint order' } });
    expect(parse('delete the plumber visit, I sorted it myself')).toEqual({ kind: 'delete', target: { query: 'plumber visit' } });
    expect(parse('remove the car wash one, not happening')).toEqual({ kind: 'delete', target: { query: 'car wash' } });
  });
  it('reopens the task named before the comma', () => {
    expect(parse('mark the water bill as not done, the card got declined')).toEqual({ kind: 'reopen', target: { query: 'water bill' } });
  });
  it('forgets the memory named before the comma', () => {
    expect(parse('forget the door code thing, Tom changed it')).toMatchObject({ kind: 'forget', memory: { query: 'door code' } });
  });
  it('keeps a list of names after a comma', () => {
    expect(parse('delete milk, eggs')).toMatchObject({ kind: 'bulk', selection: { targets: [{ query: 'milk' }, { query: 'eggs' }] } });
  });
});

describe('done said as what happened, then "tick it off"', () => {
  it('completes the task in its own verb', () => {
    expect(parse('rang kwik fit, tick it off')).toEqual({ kind: 'complete', target: { query: 'ring kwik fit' } });
    expect(parse('texted mum, mark that done')).toEqual({ kind: 'complete', target: { query: 'text mum' } });
    expect(parse('replied to ahmed, tick that off')).toEqual({ kind: 'complete', target: { query: 'reply to ahmed' } });
  });
});

describe('"X got bounced back, undo that" reopens X', () => {
  it('reopens when the words say it did not go through', () => {
    expect(parse('the visa form got sent back, undo that')).toEqual({ kind: 'reopen', target: { query: 'visa form' } });
    expect(parse('oh the gas payment failed, undo that')).toEqual({ kind: 'reopen', target: { query: 'gas payment' } });
  });
  it('is the plain undo otherwise', () => {
    expect(parse('renamed the wrong one, undo that')).toEqual({ kind: 'undo' });
  });
});

describe('memory said casually', () => {
  it('"<fact>, keep that in mind" / "<fact>! remember that for me" keeps the fact', () => {
    expect(parse('my locker is 214, keep that in mind')).toEqual({ kind: 'remember', text: 'my locker is 214' });
    expect(parse('gate code is 7791! remember that for me')).toEqual({ kind: 'remember', text: 'gate code is 7791' });
  });
  it('"remember <someone> is …" is a fact, not a task', () => {
    expect(parse('remember rosie is scared of fireworks')).toEqual({ kind: 'remember', text: 'rosie is scared of fireworks' });
    expect(parse('remember to walk rosie')).toMatchObject({ kind: 'create', title: 'Walk rosie' });
  });
  it('"no need to remember X anymore, forget it" forgets X', () => {
    expect(parse("don't need to remember the old gym pin anymore, forget it")).toEqual({ kind: 'forget', memory: { query: 'the old gym pin' } });
  });
});

describe('a day of the month beside a weekday or a month', () => {
  it('"fri 19th 3pm", "Mon 15th": the day, never left in the title', () => {
    expect(parse('hair cut fri 19th 3pm')).toEqual({ kind: 'create', title: 'Hair cut', dueAt: '2027-03-19T15:00:00+00:00' });
    expect(parse('Mon 15th collect the keys')).toEqual({ kind: 'create', title: 'Collect the keys', dueAt: '2027-03-15' });
  });
  it('"due 2nd april", "the 20th may": a day, then its month', () => {
    expect(parse('tax form due 2nd april')).toEqual({ kind: 'create', title: 'Tax form', dueAt: '2027-04-02' });
    expect(parse('sunday 4th april brunch')).toMatchObject({ dueAt: '2027-04-04' });
  });
  it('", its due on the 28th": the clause around the date is not part of the title', () => {
    expect(parse('add renew the passport please, its due on the 28th')).toEqual({ kind: 'create', title: 'Renew the passport', dueAt: '2027-03-28' });
  });
});

describe('the evening or the night said without a time: the day only', () => {
  it('"this evening" is today, "tomorrow night" is tomorrow, with no time', () => {
    expect(parse('this evening - sort the recycling')).toEqual({ kind: 'create', title: 'Sort the recycling', dueAt: '2027-03-11' });
    expect(parse('wash the car tomorrow night')).toEqual({ kind: 'create', title: 'Wash the car', dueAt: '2027-03-12' });
    expect(parse('ring gran friday evening at 7')).toMatchObject({ dueAt: '2027-03-12T19:00:00+00:00' });
  });
  it('"sometime next week" is the Monday of next week', () => {
    expect(parse('sort the loft sometime next week')).toEqual({ kind: 'create', title: 'Sort the loft', dueAt: '2027-03-15' });
  });
});

describe('a bare verb phrase is a task to add (the plan looks for one of that name first)', () => {
  it('reads the task, with no add verb', () => {
    expect(parse('update the church newsletter for easter')).toEqual({ kind: 'create', title: 'Update the church newsletter for easter' });
    expect(parse("get mum's new glasses")).toEqual({ kind: 'create', title: "Get mum's new glasses" });
    expect(parse('ring auntie jean about the party')).toEqual({ kind: 'create', title: 'Ring auntie jean about the party' });
  });
  it('a short "call mom" or "order a cake" may ask the assistant itself: not read as a task', () => {
    for (const text of ['call mom', 'order a birthday cake', 'get it back']) expect(parse(text).kind, text).not.toBe('create');
  });
});

describe('an edit said after the task, tersely', () => {
  it('"X to 4pm", "X fri instead": the new time or day alone', () => {
    expect(parse('book club call to 4pm')).toMatchObject({ kind: 'update', target: { query: 'book club call' }, changes: { dueAt: '2027-03-12T16:00:00+00:00' }, keepDay: true });
    expect(parse('gutter clean fri instead')).toEqual({ kind: 'update', target: { query: 'gutter clean' }, changes: { dueAt: '2027-03-12' } });
    expect(parse('swim lesson next monday instead')).toEqual({ kind: 'update', target: { query: 'swim lesson' }, changes: { dueAt: '2027-03-15' } });
  });
  it('"X - remind me the day before" sets the reminder of X', () => {
    expect(parse('optician - remind me the day before')).toEqual({ kind: 'update', target: { query: 'optician' }, changes: { remindBefore: 1440 } });
    expect(parse('team lunch: ping me 30 mins before')).toEqual({ kind: 'update', target: { query: 'team lunch' }, changes: { remindBefore: 30 } });
  });
  it('"X - set it for the 20th" moves X', () => {
    expect(parse('car insurance renewal - set it for the 20th')).toEqual({ kind: 'update', target: { query: 'car insurance renewal' }, changes: { dueAt: '2027-03-20' } });
  });
  it('a reason before the change is not the name; "drop it to p3" lowers, never removes', () => {
    expect(parse('no rush on the garden fence, make it low priority')).toEqual({ kind: 'update', target: { query: 'garden fence' }, changes: { priority: 4 } });
    expect(parse("the boiler quote isn't urgent anymore, drop it to p3")).toEqual({ kind: 'update', target: { query: 'boiler quote' }, changes: { priority: 3 } });
  });
  it('"X needs done by <day> now" moves X', () => {
    expect(parse('the school form needs done by friday now')).toEqual({ kind: 'update', target: { query: 'school form' }, changes: { dueAt: '2027-03-12' } });
  });
  it('a new task with a date and a reminder stays an add', () => {
    expect(parse('dentist friday 3pm - remind me an hour before')).toMatchObject({ kind: 'create', title: 'Dentist', remindBefore: 60 });
    expect(parse('go to the gym tomorrow')).toMatchObject({ kind: 'create', title: 'Go to the gym' });
  });
});

describe('questions by calendar words', () => {
  it('"what is due in may" lists the whole month', () => {
    expect(parse('what is due in may')).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-05-01', to: '2027-06-01' } });
    expect(parse('anything due in feb?')).toEqual({ kind: 'list', status: 'pending', span: { from: '2028-02-01', to: '2028-03-01' } });
  });
  it('"anything on new year\'s eve?" lists that day', () => {
    expect(parse("anything on new year's eve?")).toEqual({ kind: 'list', status: 'pending', day: '2027-12-31' });
    expect(parse('what have i got on halloween')).toEqual({ kind: 'list', status: 'pending', day: '2027-10-31' });
  });
  it('"what did i finish last thursday" on a Thursday is a week ago', () => {
    expect(parse('what did i finish last thursday')).toEqual({ kind: 'list', status: 'completed', completed: '2027-03-04' });
    expect(parse('what did i finish on monday')).toEqual({ kind: 'list', status: 'completed', completed: '2027-03-08' });
  });
});

describe('a tag named like a day is the tag', () => {
  it('"what\'s tagged halloween" lists the tag, not the day', () => {
    expect(parse("what's tagged halloween")).toEqual({ kind: 'list', status: 'pending', tags: ['halloween'] });
  });
});

describe('several tasks at once, said tersely', () => {
  it('"done both X things" completes the tasks under that name', () => {
    expect(parse('done both garden things')).toEqual({ kind: 'bulk', action: 'complete', selection: { filter: { query: 'garden' } }, changes: {} });
  });
  it('"delete all the repeating ones" removes the repeating tasks', () => {
    expect(parse("delete all the recurring ones, they've run their course")).toEqual({ kind: 'bulk', action: 'delete', selection: { filter: { repeating: true } }, changes: {} });
  });
  it('"move the weekend stuff to tuesday" moves the tasks due this weekend', () => {
    expect(parse('move the weekend stuff to tuesday')).toEqual({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { due: { from: '2027-03-13', to: '2027-03-15' } } },
      changes: { dueAt: '2027-03-16' },
    });
  });
  it('"mondays stuff -> wednesday" moves the tasks of that day', () => {
    expect(parse('mondays stuff -> wednesday')).toEqual({ kind: 'bulk', action: 'reschedule', selection: { filter: { due: '2027-03-15' } }, changes: { dueAt: '2027-03-17' } });
  });
  it('"I did everything that was overdue, tick them all off" completes the overdue tasks', () => {
    expect(parse('i did everything that was overdue, tick them all off')).toEqual({ kind: 'bulk', action: 'complete', selection: { filter: { due: 'overdue' } }, changes: {} });
  });
  it('"tag the school things kids" tags the tasks tagged school; "tag both invoices paid" the two of that name', () => {
    expect(parse('tag the school things kids')).toEqual({ kind: 'bulk', action: 'tag', selection: { filter: { tags: ['school'] } }, changes: { addTags: ['kids'] } });
    expect(parse('tag both invoices urgent-ish')).toMatchObject({
      kind: 'bulk',
      action: 'tag',
      selection: { filter: { query: 'invoices' } },
      changes: { addTags: ['urgent-ish'] },
    });
  });
});

describe('done said as a statement', () => {
  it('a tick mark after the words completes the task', () => {
    expect(parse('parcel posted ✓')).toEqual({ kind: 'complete', target: { query: 'parcel' } });
    expect(parse('car tax ✅')).toEqual({ kind: 'complete', target: { query: 'car tax' } });
  });
  it('"the bins are out", "recycling\'s out" completes the putting-out chore', () => {
    expect(parse('the bins are out')).toEqual({ kind: 'complete', target: { query: 'bins' } });
    expect(parse("recycling's out")).toEqual({ kind: 'complete', target: { query: 'recycling' } });
  });
  it('"eggs are out" is not read as done', () => {
    expect(parse('eggs are out').kind).not.toBe('complete');
  });
});

describe('a part of the day that names a thing is not a date', () => {
  it('"night out", "night shift", "evening class" stay in the title', () => {
    expect(parse('works night out sat 7pm')).toEqual({ kind: 'create', title: 'Works night out', dueAt: '2027-03-13T19:00:00+00:00' });
    expect(parse('add sign up for the evening class')).toEqual({ kind: 'create', title: 'Sign up for the evening class' });
  });
});

describe('thanks with a word of affection is small talk', () => {
  it('replies, writes nothing', () => {
    for (const text of ['thanks pal', 'cheers love', 'ta hun x']) expect(parse(text).kind, text).toBe('chat');
  });
});

describe('more edits said after the task', () => {
  it('"X - untag Y, <reason>" takes the tag off X', () => {
    expect(parse("gran's quilt - untag etsy, it's a gift now")).toEqual({ kind: 'update', target: { query: "gran's quilt" }, changes: { removeTags: ['etsy'] } });
  });
  it('"no X this <day>, <reason>" skips one time of X', () => {
    expect(parse("no swimming this saturday, we're away")).toEqual({ kind: 'skip', target: { query: 'swimming' } });
    expect(parse('skip choir next tuesday')).toEqual({ kind: 'skip', target: { query: 'choir' } });
  });
});

describe('a possessive place is not "is"', () => {
  it('"collect the cake from jan\'s on friday" is a task to add', () => {
    expect(parse("collect the cake from jan's on friday")).toEqual({ kind: 'create', title: "Collect the cake from jan's", dueAt: '2027-03-12' });
    expect(parse('wed 17th 10am drop mum at the station')).toEqual({ kind: 'create', title: 'Drop mum at the station', dueAt: '2027-03-17T10:00:00+00:00' });
  });
});

describe('a reason after an add is not part of the title', () => {
  it('"… cause I\'m out of it" leaves the title', () => {
    expect(parse("i need to order printer ink by monday cause i'm nearly out")).toEqual({ kind: 'create', title: 'Order printer ink', dueAt: '2027-03-15' });
  });
});

describe('a clause after a comma that holds a new value is not a reason', () => {
  it('"move X to monday, it\'s due friday" is not read as only the move', () => {
    expect(parse("move the essay to monday, it's due friday")).not.toEqual({ kind: 'update', target: { query: 'essay' }, changes: { dueAt: '2027-03-15' } });
  });
});

describe('a correction said at length is the change it holds', () => {
  it('"so I\'ve just realised X is actually due <day> not <old>, can you change that" moves X', () => {
    expect(parse("so i've just realised the boiler service is actually due next tuesday not last week can you change that")).toEqual({
      kind: 'update',
      target: { query: 'boiler service' },
      changes: { dueAt: '2027-03-16' },
    });
    expect(parse('the school trip form is due friday not thursday, can you fix that')).toEqual({
      kind: 'update',
      target: { query: 'school trip form' },
      changes: { dueAt: '2027-03-12' },
    });
  });
});

describe('a verb phrase about the list itself is asked of the assistant, never added as a task', () => {
  // Found by hostile-import.e2e.ts: after round 8's bare verb-phrase adds, a retried "tidy up my list" became a task.
  it.each(['tidy up my list', 'organise my tasks', 'sort out my todo list', 'update my list'])('%s', (text) => {
    expect(parse(text).kind).not.toBe('create');
  });

  it('the same verbs on a thing are still errands', () => {
    expect(parse('tidy up the garage')).toMatchObject({ kind: 'create', title: 'Tidy up the garage' });
  });
});
