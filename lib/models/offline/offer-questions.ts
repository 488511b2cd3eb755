/**
 * The two questions of the offline assistant that a bare "yes" or "no"
 * answers. Each is written and recognised here, in one place: write-reply.ts
 * asks them, offers.ts reads the last assistant message for them, so a change
 * of wording cannot leave the reader behind.
 */

/** "Add “buy milk” as a task?": the title between the quotes, the question after. */
const ADD_OFFER_START = 'Add “';
const ADD_OFFER_END = '” as a task?';
/** The offer at the start of a message: its opening, a title on one line, its question mark. */
const ADD_OFFER = new RegExp(`^${ADD_OFFER_START}(.+)${ADD_OFFER_END.replace('?', '\\?')}`);

/** The offer to add a short line that says no add verb ("buy milk") as a task. */
export function addOfferQuestion(title: string): string {
  return `${ADD_OFFER_START}${title}${ADD_OFFER_END} Say "yes" to add it, or tell me what you would like to do.`;
}

/** Whether the assistant's message was the offer to add a task (`addOfferQuestion`). */
export function isAddOffer(assistantText: string): boolean {
  return ADD_OFFER.test(assistantText);
}

/** The offer to list the tasks, after something was not found. */
export const SEE_TASKS_QUESTION = 'Would you like to see your current tasks?';

/** Whether the assistant's message ended with the offer to list the tasks (`SEE_TASKS_QUESTION`). */
export function isSeeTasksOffer(assistantText: string): boolean {
  return assistantText.trimEnd().endsWith(SEE_TASKS_QUESTION);
}
