import * as recurrence from '@/lib/todos/recurrence';
import { publishRecurrence } from '@/lib/todos/recurrence-script';

// The rules of repeating tasks (rrule) as a script of their own, so that a wake of the background
// that runs no tool (a reminder, a sync, the panel's reads) does not load them:
// lib/util/published-script.ts says how each browser loads it.
export default defineUnlistedScript(() => {
  publishRecurrence(recurrence);
});
