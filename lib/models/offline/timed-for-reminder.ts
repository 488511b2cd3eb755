import type { ShownTask } from './read-prompt';

/**
 * "remind me 15 min before climbing", "ping me an hour before the recital": a reminder before a task rings before its
 * time of day, so of the open tasks the name finds ("Climbing at the wall" at 19:00 and "Buy climbing chalk" with no
 * time), the one with a time is meant, when the others are errands about it (a verb before the name: "Buy climbing
 * chalk"). Undefined when none or several have a time, or when another begins with the name as well ("the call one" of
 * "Call mum" at 18:00 and "Call the plumber": two calls): then the person is asked.
 */
export function timedForReminder(query: string, open: readonly ShownTask[]): ShownTask | undefined {
  const timed = open.filter((task) => task.dueAt?.includes('T'));
  const first = words(query)[0];
  if (timed.length !== 1 || !first) return undefined;
  const others = open.filter((task) => task !== timed[0]);
  return others.some((task) => words(task.title)[0] === first) ? undefined : timed[0];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/^(?:the|my|our)\s+/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
