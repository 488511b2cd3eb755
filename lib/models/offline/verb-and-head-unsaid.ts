import { DOING, PREPOSITION } from './head-noun';
import type { ShownTask } from './read-prompt';
import { sameWord, termsOf } from './same-task';

/** Verbs of making a thing, besides head-noun's (kept apart: that list decides which task IS a thing). */
const MORE_DOING = /^(?:draft|review|organi[sz]e|arrange|sort|set|put|type|compile|collect|gather|assemble|build|finish|complete)$/;

/**
 * Whether a name leaves unsaid both what a task does and the thing it makes: "lesson w/ dana" says neither "Prepare"
 * nor "plan" of "Prepare lesson plan for Dana", only what the plan is about and for whom. Such a name is half the
 * task's words, yet it may well be a new thing (a lesson with Dana, not the plan for it).
 */
export function leavesVerbAndHeadUnsaid(name: string, title: string): boolean {
  const words = title
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const end = words.findIndex((word) => PREPOSITION.test(word));
  const before = end === -1 ? words : words.slice(0, end);
  // A verb, then at least one word of its thing: "Prepare lesson plan", not "Coaching session" or "Call mom".
  if (before.length < 3 || !(DOING.test(before[0]!) || MORE_DOING.test(before[0]!))) return false;
  const [verb, head] = [before[0]!, before[before.length - 1]!];
  const terms = termsOf(name);
  return !terms.some((term) => sameWord(verb, term) || sameWord(head, term));
}

/**
 * A time said for a task that has none ("… fri 3am" for a task due on a day only): with a name that leaves the task's
 * verb and head unsaid, more likely a new thing at that time than that task moved to it.
 */
export function newTimeForTask(dueAt: string | undefined, task: ShownTask): boolean {
  return dueAt?.includes('T') === true && !task.dueAt?.includes('T');
}
