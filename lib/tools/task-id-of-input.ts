import { isRecord } from '../util';
/** The task id a tool call's input names (`task_id`), or undefined when it names none. */
export function taskIdOfInput(input: unknown): number | undefined {
  if (!isRecord(input) || !('task_id' in input)) return undefined;
  const id = Number(input.task_id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
