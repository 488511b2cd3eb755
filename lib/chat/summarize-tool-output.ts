import { truncate } from '../text/truncate';
import { isRecord } from '../util';

/** How a tool call ended, as the chat shows it. */
export type ToolCardState = 'running' | 'awaiting-approval' | 'ok' | 'error' | 'denied';

export interface ToolOutcome {
  state: ToolCardState;
  summary: string;
}


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

/**
 * The outcome of a stored tool result (AI SDK `ToolResultOutput`:
 * json, text, error-text, error-json or execution-denied).
 */
export function outcomeOfStoredOutput(output: unknown): ToolOutcome {
  if (!isRecord(output)) return { state: 'ok', summary: summarizeValue(output) };
  switch (output.type) {
    case 'execution-denied':
      return { state: 'denied', summary: 'Rejected' };
    case 'error-text':
    case 'error-json':
      return { state: 'error', summary: summarizeValue(output.value) };
    case 'json':
    case 'text':
      return { state: 'ok', summary: summarizeValue(output.value) };
    default:
      return { state: 'ok', summary: summarizeValue(output) };
  }
}
