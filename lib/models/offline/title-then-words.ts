import type { ShownTask } from './read-prompt';

/** Lower case, no apostrophes, one space: "Grandma's 90th" and "grandmas 90th" read the same. */
const plain = (text: string) => text.toLowerCase().replace(/['’]/g, '').replace(/\s+/g, ' ').trim();

/** After a task's title: only that it is done ("sorted", "all done ✅", "is finished now"). */
const SAID_DONE =
  /^(?:(?:is|are|now|all|just|finally)\s+)*(?:done|sorted|finished|complete|completed|ticked off|dealt with|handled|taken care of)(?:\s+(?:now|already|today|thanks|thx|ta|cheers|pls|please))*[\s!.✅👍🎉]*$/iu;
/**
 * After a task's title: words that are about that task, not more of a new one: a dash, colon or arrow; "task",
 * "thing"; a verb saying it changes ("should", "needs", "is"); "under" a tag; doubt ("not sure", "hmm", "no idea").
 */
const ABOUT_IT = /^(?:[-–—:>→]|->|(?:task|thing|one|should|needs?|must|has|have|is|are|was|isnt|cant|can|could|will|wont|under|not|no|hmm|maybe|tbc|sorted|done|finished)\b)/i;

export interface TitleThenWords {
  task: ShownTask;
  /** What the person meant by the words after the title: it is done, or something not read. */
  meant: 'done' | 'unclear';
}

/**
 * A line said as an add that begins with a pending task's whole title, then words about that task ("clean
 * the fridge sorted", "water the plants - hmm not sure", "cancel netflix task under family"): the task's own
 * verb made it read as a new task. Done words complete that task; anything else is asked about, never added.
 * A title that goes on as a new task would ("call mum about xmas" beside "Call mum") is not this.
 */
export function titleThenWords(title: string, tasks: readonly ShownTask[]): TitleThenWords | undefined {
  const said = plain(title);
  const found = tasks
    .filter((task) => task.status !== 'completed')
    .map((task) => ({ task, own: plain(task.title) }))
    .filter(({ own }) => own.split(' ').length >= 2 && said.length > own.length && said.startsWith(own) && /[\s:>→–—-]/.test(said[own.length]!))
    .sort((a, b) => b.own.length - a.own.length)[0];
  if (!found) return undefined;
  const rest = said.slice(found.own.length).trim();
  if (SAID_DONE.test(rest.replace(/^[-–—:,]\s*/, ''))) return { task: found.task, meant: 'done' };
  return ABOUT_IT.test(rest) ? { task: found.task, meant: 'unclear' } : undefined;
}
