import { summarizeValue } from '../tools';
import { isRecord } from '../util';

/** How a tool call ended, as the chat shows it. */
export type ToolCardState = 'running' | 'awaiting-approval' | 'ok' | 'error' | 'denied';

export interface ToolOutcome {
  state: ToolCardState;
  summary: string;
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
