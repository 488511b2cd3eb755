import { parseIntent, withDueDateMemo } from '../../intent';
import type { OfflineBrain } from './offline-brain';
import { planResponse } from './plan-response';
import { readPrompt } from './read-prompt';
import { withEveryPattern } from '../../util/prefiltered-regexp';

/** The offline brain itself; only entrypoints/offline-brain.ts and the tests import it (never the background). */
export const offlineBrain: OfflineBrain = {
  // One memo of dates for the whole step: the request is read, then asked whether it asks to add, both with chrono.
  plan: (prompt, options) => withDueDateMemo(() => planResponse(readPrompt(prompt), options)),
  warmUp(prompt, options) {
    withEveryPattern(() => offlineBrain.plan(prompt, options));
  },
  isClearTodoCommand(text, options) {
    const { kind } = parseIntent(text, options);
    // Small talk and a question back ("Add … as a task, or …?") need no tools: the model says them better.
    return kind !== 'unknown' && kind !== 'help' && kind !== 'confirm' && kind !== 'chat' && kind !== 'clarify';
  },
};
