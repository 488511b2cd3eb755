import { isRecord } from '../util';
import { truncate } from '../util/truncate';

/** One line for a tool's output: its message, a task, or a count of tasks. */
export function summarizeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return value === undefined ? '' : JSON.stringify(value);
  if (typeof value.message === 'string') return value.message;
  if (Array.isArray(value.tasks)) {
    const count = typeof value.count === 'number' ? value.count : value.tasks.length;
    if (value.truncated === true) return `${count}+ tasks`;
    return count === 1 ? '1 task' : `${count} tasks`;
  }
  if (isRecord(value.task) && typeof value.task.title === 'string') return `Task #${String(value.task.id)}: ${value.task.title}`;
  return truncate(JSON.stringify(value), 120);
}
