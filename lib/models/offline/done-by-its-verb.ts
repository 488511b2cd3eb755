import { stemmer } from 'stemmer';
import type { ShownTask } from './read-prompt';

/** Verbs said in the past that do not end in "-ed", and the verb a title says them with. */
const IRREGULAR: Readonly<Record<string, string>> = {
  bought: 'buy',
  paid: 'pay',
  sent: 'send',
  took: 'take',
  fed: 'feed',
  got: 'get',
  did: 'do',
  made: 'make',
  brought: 'bring',
  wrote: 'write',
  read: 'read',
  swept: 'sweep',
  met: 'meet',
  rang: 'call',
  sold: 'sell',
  gave: 'give',
  drove: 'drive',
  ran: 'run',
  went: 'go',
  began: 'begin',
  begun: 'begin',
};
/** "started", "began", "kicked off": said of a task, a beginning, which is the task done only when beginning is its verb. */
const BEGUN = /^(?:(?:i|we)\s+)?(?:(?:just|already|finally|also|have|i've|ive|we've)\s+)*(?:started|began|begun)\b/i;

/** Whether the words say something was begun rather than done ("i started the seeds"). */
export function saysBegun(said: string): boolean {
  return BEGUN.test(said.trim());
}

/** Words before the verb: who did it and when ("i already walked …"). */
const LEAD = /^(?:i|we|just|already|finally|also|have|i've|ive|we've)$/;

/**
 * "walked choco already" of "Walk Choco" and "Vet appointment for Choco's shots": the one open task whose own verb (its
 * title's first word) is the verb said in the past. Undefined when no verb is said in the past, or it starts no title
 * or several ("called mom" of "Call mom" and "Call mom's insurance" is still asked about).
 */
export function taskDoneByItsVerb(said: string, tasks: readonly ShownTask[]): ShownTask | undefined {
  const words = said
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const first = words.find((word) => !LEAD.test(word));
  const verb = first && (IRREGULAR[first] ?? (/^\p{L}{2,}ed$/u.test(first) ? first : undefined));
  if (!verb) return undefined;
  const stem = stemmer(verb);
  const hits = tasks.filter((task) => {
    if (task.status === 'completed') return false;
    const own = task.title
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .find(Boolean);
    return own !== undefined && (own === verb || stemmer(own) === stem);
  });
  return hits.length === 1 ? hits[0] : undefined;
}
