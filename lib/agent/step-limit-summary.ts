import type { StepResult, ToolSet } from 'ai';
import { errorMessage, isRecord } from '../util';

function outputMessage(output: unknown): string | undefined {
  if (isRecord(output) && typeof output.message === 'string') return output.message;
  return undefined;
}

function errorText(error: unknown): string {
  return errorMessage(error);
}

/**
 * What the user reads when the step limit cut the turn short and the model
 * said nothing in its last step: what was done so far.
 */
export function stepLimitSummary(steps: ReadonlyArray<StepResult<ToolSet>>, maxSteps: number): string {
  const done: string[] = [];
  for (const step of steps) {
    for (const part of step.content) {
      if (part.type === 'tool-result') {
        done.push(outputMessage(part.output) ?? `Ran ${part.toolName}`);
      } else if (part.type === 'tool-error') {
        done.push(`${part.toolName} failed (${errorText(part.error)})`);
      }
    }
  }
  const head = `I stopped after ${maxSteps} steps, the most one message may take.`;
  if (done.length === 0) return `${head} Nothing was changed. Tell me how you would like to continue.`;
  return `${head} Done so far: ${done.join('; ')}. Tell me if you want me to continue.`;
}
