import { offlineBrain } from '@/lib/models/offline/brain';
import { OFFLINE_BRAIN_SCRIPT } from '@/lib/models/offline/offline-brain';
import { publishScript } from '@/lib/util/published-script';

// The offline parser and planner as a script of their own, so that a wake of the background
// that does not need them (a reminder, a sync, a remote model's turn) does not load them:
// lib/util/published-script.ts says how each browser loads it.
export default defineUnlistedScript(() => {
  publishScript(OFFLINE_BRAIN_SCRIPT, offlineBrain);
});
