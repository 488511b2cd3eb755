import { describe, expect, it } from 'vitest';
import { refersToPage } from '@/lib/intent';

const fresh = { taskJustNamed: false };
const afterTask = { taskJustNamed: true };

describe('a message that refers to the page the person is on', () => {
  it.each([
    'add this page',
    'remind me to read this tonight',
    'remind me about this tomorrow',
    'add this to my shopping list',
    'buy this',
    'save this.',
    'what did I save from this site?',
    'reply to this email on friday',
    'add the current page p2',
    // A colon with nothing after it points at nothing but the page.
    'save this:',
  ])('"%s" refers to the page', (text) => {
    expect(refersToPage(text, fresh)).toBe(true);
    // Naming "this" is about the page whatever came before.
    expect(refersToPage(text, afterTask)).toBe(true);
  });

  it.each([
    'what is due this week?',
    'move the dentist to this friday',
    'show this one',
    'complete this task',
    'add buy milk',
    'what can you do',
    'this is great, thanks',
    // "this" that points ahead to what follows a colon is that text, not the page.
    `Keep this in mind: ${'the quarterly report needs three charts and a summary '.repeat(3)}`,
    'remember this: the door code is 4512',
  ])('"%s" does not', (text) => expect(refersToPage(text, fresh)).toBe(false));

  it('"it" is the page only when no task was just named', () => {
    expect(refersToPage('save it for later', fresh)).toBe(true);
    expect(refersToPage('remind me about it tomorrow', fresh)).toBe(true);
    expect(refersToPage('remind me about it tomorrow', afterTask)).toBe(false);
    expect(refersToPage('move #4 to friday and remind me about it', fresh)).toBe(false);
    // "it" without a verb of keeping is not read as the page.
    expect(refersToPage('make it p1', fresh)).toBe(false);
  });
});
