import type { Intent } from './intent-schema';
import { keepsTaskDay } from './match-statement';

/**
 * News first, then "change it": "the client said ok to send the scores by 11pm, change it pls", "boss agreed we can
 * file the report friday, update it". Someone's word (said, agreed, confirmed) lets a task be done at a new time;
 * the request is the words after it, read as a task with a date, and the task of that name gets the date. The news
 * is never a title.
 */
const NEWS_THEN_CHANGE =
  /^(?:(?:the|my|our)\s+)?\p{L}+(?:\s+\p{L}+)?\s+(?:said|says|agreed|confirmed|okayed|ok'?d|approved|allowed)\s+(?:(?:it'?s|its|that\s+it'?s)\s+)?(?:(?:ok|okay|fine|good|yes)\s+)?(?:(?:for\s+(?:me|us)\s+)?to|(?:that\s+)?(?:i|we)\s+can)\s+(.+?)[,;.]\s*(?:so\s+)?(?:(?:pls|please|can you|could you)\s+)?(?:change|update|move|fix|adjust|edit)\s+(?:it|that|the task|the date|the time)(?:\s+(?:pls|please|thanks|thx|po|na))*[\s!.]*$/iu;

/** The change news then "change it" asks for, or undefined. `read` reads the request said inside it. */
export function newsThenChange(body: string, read: (text: string) => Intent): Intent | undefined {
  const said = NEWS_THEN_CHANGE.exec(body.trim());
  if (!said) return undefined;
  const request = read(said[1]!);
  if (request.kind !== 'create' || !request.dueAt || request.recurrence) return undefined;
  return {
    kind: 'update',
    target: { query: request.title },
    changes: { dueAt: request.dueAt },
    ...(request.dueAt.includes('T') && keepsTaskDay(said[1]!) ? { keepDay: true as const } : {}),
  };
}
