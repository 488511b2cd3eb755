const MAX_TITLE = 60;

/** A conversation's title: its first message on one line, cut at a word near 60 characters. */
export function conversationTitle(firstMessage: string): string {
  const line = firstMessage.replace(/\s+/g, ' ').trim();
  if (!line) return 'New conversation';
  if (line.length <= MAX_TITLE) return line;
  const cut = line.slice(0, MAX_TITLE);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_TITLE / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
