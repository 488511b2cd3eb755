import type { ShownTask } from './read-prompt';

/**
 * The answer to a skip of a task that does not repeat ("skip pottery class tomorrow" for a one-off class): there
 * is no next time to move it to, so nothing is changed, and the two things that can be done are said plainly.
 */
export function noNextTimeReply(task: Pick<ShownTask, 'id' | 'title'>): string {
  return `“${task.title}” (#${task.id}) doesn't repeat, so there's no next time to skip to, and I haven't changed anything. I can delete it ("delete #${task.id}") or move it to another day ("move #${task.id} to friday").`;
}
