import type { TextStreamPart, ToolSet } from 'ai';
import type { AgentEvent } from '../messaging/protocol';
import { errorMessage } from '../util';
import { rejectedCall } from './audit-agent';

/** One part of the AI SDK's full stream. */
export type StreamPart = TextStreamPart<ToolSet>;

/**
 * What the panel hears of one stream part, or undefined when it hears nothing
 * (step boundaries, errors and aborts are the tier's to handle). `rejected`:
 * the part is the error of a call refused before it ran (invalid input), which
 * the person reads as one plain sentence with its detail. Pure.
 */
export function toAgentEvent(part: StreamPart, conversationId: string, rejected = false): AgentEvent | undefined {
  switch (part.type) {
    case 'text-delta':
      return part.text ? { type: 'text-delta', conversationId, text: part.text } : undefined;
    case 'tool-call':
      return { type: 'tool-call', conversationId, toolCallId: part.toolCallId, toolName: part.toolName, input: part.input };
    case 'tool-result':
      return part.preliminary ? undefined : { type: 'tool-result', conversationId, toolCallId: part.toolCallId, toolName: part.toolName, output: part.output };
    case 'tool-error': {
      const problem = rejected ? rejectedCall(part.toolName, part.input) : undefined;
      const error = problem ? problem.sentence : errorMessage(part.error);
      return { type: 'tool-error', conversationId, toolCallId: part.toolCallId, toolName: part.toolName, error, ...(problem ? { detail: problem.detail } : {}) };
    }
    case 'tool-output-denied':
      return { type: 'tool-error', conversationId, toolCallId: part.toolCallId, toolName: part.toolName, error: 'Not done: the action was rejected.' };
    default:
      return undefined;
  }
}
