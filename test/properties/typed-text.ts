import fc from 'fast-check';

/** Strings that look like what people type: command words, dates, tags, priorities, punctuation, any Unicode. */
const WORDS = [
  'add',
  'delete',
  'remove',
  'rename',
  'complete',
  'undo',
  'remind me',
  'every',
  'monday',
  'tomorrow',
  'at',
  '9am',
  'p1',
  '#home',
  'to',
  '"',
  '?',
  'task',
  '#3',
  'yes',
  'no',
  'please',
  'in 2 days',
  'on the 31st',
  'noon',
  ',',
  '!!',
  'forget',
  'remember',
];

/** Any text typed into the chat or quick-add (the parser property and its timing bench share it). */
export const typedText = fc.oneof(
  fc.string({ maxLength: 300, unit: 'grapheme' }),
  fc.string({ maxLength: 200, unit: 'binary' }),
  fc.array(fc.constantFrom(...WORDS), { maxLength: 25 }).map((words) => words.join(' ')),
  fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 8 })), { maxLength: 25 }).map((words) => words.join(' ')),
);
