import { parseQuickAdd } from '../../intent';
import type { Plan, PlanOptions } from './plan';
import type { TurnView } from './read-prompt';
import { isAddOffer, isSeeTasksOffer } from './offer-questions';

/**
 * What a yes or a no means right after the assistant asked something: "Add “Buy milk”
 * as a task?" (yes adds the line the user typed, with its date and tags) or "Would you
 * like to see your current tasks?" (yes lists them). Undefined when the last message
 * asked neither.
 */
export function answerToOffer(yes: boolean, turn: TurnView, options: PlanOptions): Plan | undefined {
  const asked = turn.previousAssistantText ?? '';
  if (isAddOffer(asked) && turn.previousUserText) {
    if (!yes) return { type: 'text', text: 'Okay, I did not add it.' };
    const fields = parseQuickAdd(turn.previousUserText, options);
    if (!fields.title) return undefined;
    return { type: 'tool-call', toolName: 'add_task', input: { ...fields } };
  }
  if (isSeeTasksOffer(asked)) {
    if (!yes) return { type: 'text', text: 'Okay. What would you like to do with your tasks?' };
    return { type: 'tool-call', toolName: 'list_tasks', input: { status: 'pending' } };
  }
  return undefined;
}
