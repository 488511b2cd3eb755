import { truncate } from '../util/truncate';

const MAX_TITLE = 60;

/** A conversation's title: its first message on one line, cut at a word near 60 characters. */
export function conversationTitle(firstMessage: string): string {
  const line = firstMessage.replace(/\s+/g, ' ').trim();
  if (!line) return 'New conversation';
  return truncate(line, MAX_TITLE, { atWord: true });
}
