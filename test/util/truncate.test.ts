import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversationTitle } from '@/lib/conversations';
import { summarizeValue } from '@/lib/tools';
import { taskFromSelection } from '@/lib/quick-add';
import { truncate } from '@/lib/util/truncate';
import { TITLE_MAX, titleSchema, descriptionSchema, DESCRIPTION_MAX } from '@/lib/todos/schemas';

/** Text a page or a user could hold (well-formed, as typed or selected text is): any code points, whole emoji sequences (ZWJ families, flags, skin tones) and accents. */
const EMOJI = ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷', '🏳️‍🌈', 'é', 'e\u0301', '한', '𝄞', ' '];
const anyText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom(...EMOJI)), { maxLength: 120 })
  .map((parts) => parts.join(''));

describe('truncate', () => {
  it('never leaves a lone surrogate and always fits the limit', () => {
    fc.assert(
      fc.property(anyText, fc.nat(300), fc.constantFrom('…', '', '...'), fc.boolean(), (text, max, ellipsis, atWord) => {
        const cut = truncate(text, max, { ellipsis, atWord });
        expect(cut.isWellFormed()).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(max);
        if (text.length <= max) expect(cut).toBe(text);
        else if (max >= ellipsis.length) {
          expect(cut.endsWith(ellipsis)).toBe(true);
          expect(text.startsWith(cut.slice(0, cut.length - ellipsis.length))).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('cuts between whole emoji, not inside one', () => {
    expect(truncate(`${'a'.repeat(8)}😀😀`, 10)).toBe(`${'a'.repeat(8)}…`);
    expect(truncate('ab👨‍👩‍👧‍👦cd', 14)).toBe('ab👨‍👩‍👧‍👦…');
    expect(truncate('ab👨‍👩‍👧‍👦cd', 13)).toBe('ab…');
    expect(truncate('plan the week ahead', 12, { atWord: true })).toBe('plan the…');
  });
});

describe('every place text is shortened', () => {
  it('a 199-character selection cut inside an emoji makes a title the schema accepts', () => {
    const selection = `${'a'.repeat(198)}😀 and more words after it`;
    const task = taskFromSelection(selection)!;
    expect(task.title.isWellFormed()).toBe(true);
    expect(titleSchema.safeParse(task.title).success).toBe(true);
    expect(task.title).toBe(`${'a'.repeat(198)}…`);
  });

  it('quick-add titles and descriptions from any selection are whole characters within the limits', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 150, max: 2200 }), (text, repeat) => {
        const task = taskFromSelection(text.repeat(Math.ceil(repeat / Math.max(1, text.length))));
        if (!task) return;
        expect(task.title.isWellFormed()).toBe(true);
        expect(task.title.length).toBeLessThanOrEqual(TITLE_MAX);
        if (task.description !== undefined) {
          expect(task.description.isWellFormed()).toBe(true);
          expect(descriptionSchema.safeParse(task.description).success).toBe(true);
          expect(task.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a conversation title cut inside an emoji keeps the emoji whole', () => {
    const title = conversationTitle(`${'a'.repeat(58)}🙂🙂🙂 plus the rest of the message`);
    expect(title.isWellFormed()).toBe(true);
    expect(title).toBe(`${'a'.repeat(58)}…`);
    fc.assert(
      fc.property(anyText, (text) => {
        const cut = conversationTitle(text);
        expect(cut.isWellFormed()).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(60);
      }),
    );
  });

  it('a tool card summary cut inside an emoji keeps the emoji whole', () => {
    const summary = summarizeValue({ note: `${'x'.repeat(109)}🎉🎉` });
    expect(summary.isWellFormed()).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(120);
  });
});
