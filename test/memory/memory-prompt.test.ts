import { expect, it } from 'vitest';
import type { Memory } from '@/lib/db';
import { memoryPromptSection } from '@/lib/memory/memory-prompt';
import { memoriesInPrompt, recallReply } from '@/lib/models/offline/memory-plan';

const memory = (id: number, kind: Memory['kind'], text: string) => ({ id, kind, text, createdAt: '2026-03-10T09:00:00Z' }) as Memory;

it('recall answers with the kept facts before the summaries, whatever their scores', () => {
  // The search ranked seven summaries above the fact (they share more words with the question).
  const summaries = Array.from({ length: 7 }, (_, index) => memory(index + 1, 'summary', `Conversation about the dentist, part ${index + 1}`));
  const section = memoryPromptSection({ summaries: [], matches: [...summaries, memory(9, 'fact', 'My dentist is Dr. Okafor')], via: 'lexical' }, 2000);
  const lines = memoriesInPrompt([{ role: 'system', content: section }]);
  expect(lines[0]).toBe('My dentist is Dr. Okafor');
  expect(recallReply('the dentist', lines).split('\n')[1]).toBe('• My dentist is Dr. Okafor');
  expect(recallReply('the dentist', lines)).not.toMatch(/#\d/);
});
