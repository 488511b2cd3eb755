import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Wednesday 2027-03-10, 16:40 in Chicago. Phrasings written for issue 20's eleventh round, part C (the add and
// date families of blind batches 9 to 11's misses), not taken from a batch.
const parse = parserAt('2027-03-10T22:40:00Z', 'America/Chicago');

describe('a reason said after an add is not part of the task', () => {
  it('after a comma, with its own subject and verb', () => {
    expect(parse('get a haircut by sat, my fringe is in my eyes')).toMatchObject({ kind: 'create', title: 'Get a haircut', dueAt: '2027-03-13' });
    expect(parse('renew the car tags by may 2, mine run out then')).toMatchObject({ kind: 'create', title: 'Renew the car tags', dueAt: '2027-05-02' });
    expect(parse('tonight take the trash out, something stinks')).toMatchObject({ kind: 'create', title: 'Take the trash out' });
    expect(parse("add book sam's eye test, his glasses are broken and we fly out in april")).toMatchObject({ kind: 'create', title: "Book sam's eye test" });
    expect(parse("add book sam's eye test, his glasses are broken and we fly out in april")).not.toHaveProperty('dueAt');
  });
  it('after a dash: "- seats go fast"', () => {
    expect(parse('buy concert tickets by friday - seats sell out fast')).toMatchObject({ kind: 'create', title: 'Buy concert tickets', dueAt: '2027-03-12' });
  });
  it('"the deadline is …" is the due date', () => {
    expect(parse('send in the scholarship essay, the deadline is 4/15 and nobody else has started')).toMatchObject({
      kind: 'create',
      title: 'Send in the scholarship essay',
      dueAt: '2027-04-15',
    });
  });
  it('keeps a list of things, and a comma that says no reason', () => {
    expect(parse('buy milk, eggs and bread tomorrow')).toMatchObject({ kind: 'create', title: 'Buy milk, eggs and bread' });
    expect(parse("make the tax filing high priority, deadline's getting close")).not.toMatchObject({ kind: 'create' });
  });
});

describe('days and words around an add', () => {
  it('"day after tomorrow" without "the"', () => {
    expect(parse('day after tomorrow return the rental car')).toMatchObject({ kind: 'create', title: 'Return the rental car', dueAt: '2027-03-12' });
    expect(parse('dentist cleaning 9am day after tmrw')).toMatchObject({ kind: 'create', title: 'Dentist cleaning', dueAt: '2027-03-12T09:00:00-06:00' });
  });
  it('drops a sigh and "no rush" from the end of a title', () => {
    expect(parse('gotta fold the laundry tonight ugh')).toMatchObject({ kind: 'create', title: 'Fold the laundry' });
    expect(parse('add clean out the garage no rush')).toMatchObject({ kind: 'create', title: 'Clean out the garage' });
  });
  it('"urgent care" is a place, not a priority', () => {
    const said = parse('pay the bill from the urgent care clinic friday');
    expect(said).toMatchObject({ kind: 'create', title: 'Pay the bill from the urgent care clinic', dueAt: '2027-03-12' });
    expect(said).not.toHaveProperty('priority');
  });
});

describe('errands without a date', () => {
  it('"fill out …" is a task to keep', () => {
    expect(parse('fill out the field trip permission slip')).toMatchObject({ kind: 'create', title: 'Fill out the field trip permission slip' });
  });
});

describe('a message to send about something is a task to keep', () => {
  it('"text X about/re Y", "text X back"', () => {
    expect(parse('text coach dave about moving practice')).toMatchObject({ kind: 'create', title: 'Text coach dave about moving practice' });
    expect(parse('txt the sitter re friday pickup times')).toMatchObject({ kind: 'create' });
    expect(parse('text grandma back')).toMatchObject({ kind: 'create', title: 'Text grandma back' });
  });
  it('a message said for the assistant to send now is still not a task', () => {
    expect(parse('text my husband im stuck in traffic')).not.toMatchObject({ kind: 'create' });
    expect(parse("text jo that i'll be there")).not.toMatchObject({ kind: 'create' });
  });
});

describe('days that name a thing', () => {
  it('"the saturday shift" keeps its day in the title', () => {
    expect(parse('ask lee about covering the sunday shift at 3')).toMatchObject({
      kind: 'create',
      title: 'Ask lee about covering the sunday shift',
      dueAt: '2027-03-11T15:00:00-06:00',
    });
  });
  it('"swapping weekends" is a topic, "on weekends" a repeat', () => {
    expect(parse('email dan about trading weekends w/ the kids')).toMatchObject({ kind: 'create', title: 'Email dan about trading weekends w/ the kids' });
    expect(parse('email dan about trading weekends w/ the kids')).not.toHaveProperty('recurrence');
    expect(parse('water the hanging baskets on weekends')).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=SA,SU' });
  });
  it('"2nd tuesday of every month" repeats monthly on that weekday', () => {
    expect(parse('book club 2nd tuesday of every month 7pm')).toMatchObject({
      kind: 'create',
      title: 'Book club',
      recurrence: 'FREQ=MONTHLY;BYDAY=2TU',
      dueAt: '2027-04-13T19:00:00-05:00',
    });
  });
});

describe('British family words typed without the apostrophe', () => {
  it('"mums", "dads", "nans" before what they own', () => {
    expect(parse('nans hearing aid batteries friday')).toMatchObject({ kind: 'create', title: "Nan's hearing aid batteries" });
    expect(parse('take the dog round to dads saturday')).toMatchObject({ kind: 'create', title: "Take the dog round to dad's" });
  });
});

describe('numbers and words that are not a time', () => {
  it('"1099s", "2x4s" are names; "a second fridge" is not a second', () => {
    expect(parse('file the w2s and 1098s by april 15')).toMatchObject({ kind: 'create', title: 'File the w2s and 1098s', dueAt: '2027-04-15' });
    const second = parse('add price a second freezer for the garage');
    expect(second).toMatchObject({ kind: 'create', title: 'Price a second freezer for the garage' });
    expect(second).not.toHaveProperty('dueAt');
  });
  it('"before end of april" is the last day of that month', () => {
    expect(parse('renew the parking permit before end of apr')).toMatchObject({ kind: 'create', title: 'Renew the parking permit', dueAt: '2027-04-30' });
    expect(parse('book the cabin by end of feb p2')).toMatchObject({ kind: 'create', title: 'Book the cabin', dueAt: '2028-02-29', priority: 2 });
  });
});

describe('titles keep their verbs and tags', () => {
  it('"tag it work and career" gives two tags', () => {
    expect(parse('add research summer camps, tag it kids and summer')).toMatchObject({ kind: 'create', title: 'Research summer camps', tags: ['kids', 'summer'] });
  });
  it('"log" is the task\'s own verb unless a task is named after it', () => {
    expect(parse('log my hours in the timesheet every friday at 4pm')).toMatchObject({ kind: 'create', title: 'Log my hours in the timesheet' });
    expect(parse('log a task to water the plants')).toMatchObject({ kind: 'create', title: 'Water the plants' });
  });
  it('"looked at", "seen to" end a title', () => {
    expect(parse("get the dog's ear looked at next monday")).toMatchObject({ kind: 'create', title: "Get the dog's ear looked at", dueAt: '2027-03-15' });
  });
});

describe('a sigh about the day is small talk', () => {
  it('never a task, never the help text', () => {
    expect(parse('ugh so wiped out after two back to back shifts')).toMatchObject({ kind: 'chat' });
    expect(parse('ugh so tired, remind me to call mom tomorrow')).not.toMatchObject({ kind: 'chat' });
  });
});

describe('errands that read like changes', () => {
  it('"cancel X" with a priority is a task to do', () => {
    expect(parse('cancel the magazine subscription p3')).toMatchObject({ kind: 'create', title: 'Cancel the magazine subscription', priority: 3 });
    expect(parse('cancel the dentist')).toMatchObject({ kind: 'delete' });
  });
  it('"sort X" is an errand; sorting the list is not', () => {
    expect(parse("sort dad's pension paperwork")).toMatchObject({ kind: 'create', title: "Sort dad's pension paperwork" });
    expect(parse('sort by priority')).not.toMatchObject({ kind: 'create' });
    expect(parse('sort my tasks by date')).not.toMatchObject({ kind: 'create' });
  });
});

describe('a task said first, then "add it"', () => {
  it('"X is <day>, add it pls"', () => {
    expect(parse("jo's piano exam is 3/20 at 9:15am, add it pls")).toMatchObject({ kind: 'create', title: "Jo's piano exam", dueAt: '2027-03-20T09:15:00-05:00' });
    expect(parse('good idea, add it')).not.toMatchObject({ kind: 'create' });
  });
});

describe('dates that name a thing, and repeats said first', () => {
  it('"the april 9 fundraiser" keeps its date in the title', () => {
    const said = parse('email the caterer for the april 9 fundraiser about numbers');
    expect(said).toMatchObject({ kind: 'create', title: 'Email the caterer for the april 9 fundraiser about numbers' });
    expect(said).not.toHaveProperty('dueAt');
  });
  it('"1:1 w/ my lead" is a name, not a week from now', () => {
    expect(parse('1:1 w/ my lead every other friday at 10')).toMatchObject({ kind: 'create', title: '1:1 w/ my lead', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR' });
  });
  it('"monthly pay X on the 15th" repeats on that day', () => {
    expect(parse('monthly pay the storage unit on the 15th')).toMatchObject({ kind: 'create', title: 'Pay the storage unit', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=15' });
    expect(parse('weekly report due friday')).toMatchObject({ kind: 'create', title: 'Weekly report' });
  });
});

describe('a longer message errand', () => {
  it('"dm X from … about Y, whenever" is a task', () => {
    expect(parse("dm the baker from tom & ana's party about a wedding cake, whenever")).toMatchObject({
      kind: 'create',
      title: "Dm the baker from tom & ana's party about a wedding cake",
    });
  });
});
