import { describeRecurrence, firstOccurrence, nextOccurrence, normalizeRule } from '@/lib/todos/recurrence';
import { RECURRENCE_SCRIPT } from '@/lib/todos/recurrence-script';
import { publishScript } from '@/lib/util/published-script';

// The rules of repeating tasks (rrule) as a script of their own, so that a wake of the background
// that runs no tool (a reminder, a sync, the panel's reads) does not load them:
// lib/util/published-script.ts says how each browser loads it.
export default defineUnlistedScript(() => {
  publishScript(RECURRENCE_SCRIPT, { describeRecurrence, firstOccurrence, nextOccurrence, normalizeRule });
});
