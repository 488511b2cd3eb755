/** How many tool calls may run: in one model step, and for one user message. */
export interface CallLimits {
  perStep: number;
  perTurn: number;
}

/**
 * Counts the model's tool calls as it makes them and refuses those past a
 * cap. A refused call never runs: the tool wrapper gives the model the
 * refusal as a tool error instead.
 */
export interface CallBudget {
  /**
   * Counts one call, in the order the model made them; `step` is any object
   * that is the same for every call of one step (the step's input messages).
   * False when the call is past a cap. Calls made earlier in the turn (an
   * approved call resuming) are let through without counting again.
   */
  admit(toolCallId: string, step: object): boolean;
  /** Why this call was refused, for the model; undefined when it may run. */
  refusal(toolCallId: string): string | undefined;
}

export const perStepRefusal = (limit: number) => `Not done: at most ${limit} tool calls per step. Make the rest of the calls in your next step.`;
export const perTurnRefusal = (limit: number) => `Not done: at most ${limit} tool calls per message. Tell the user what is left undone so they can ask for it again.`;

/**
 * A fresh budget for one run of the model loop. `earlier` are the calls this
 * turn already made (since the user's message), which count towards the
 * turn's cap.
 */
export function createCallBudget(limits: CallLimits, earlier: ReadonlySet<string> = new Set()): CallBudget {
  const refused = new Map<string, string>();
  const admitted = new Set<string>();
  let currentStep: object | undefined;
  let inStep = 0;
  let inTurn = earlier.size;

  return {
    admit(toolCallId, step) {
      if (earlier.has(toolCallId) || admitted.has(toolCallId)) return true;
      if (refused.has(toolCallId)) return false;
      if (step !== currentStep) {
        currentStep = step;
        inStep = 0;
      }
      const reason = inTurn >= limits.perTurn ? perTurnRefusal(limits.perTurn) : inStep >= limits.perStep ? perStepRefusal(limits.perStep) : undefined;
      if (reason) {
        refused.set(toolCallId, reason);
        return false;
      }
      admitted.add(toolCallId);
      inStep++;
      inTurn++;
      return true;
    },
    refusal: (toolCallId) => refused.get(toolCallId),
  };
}
