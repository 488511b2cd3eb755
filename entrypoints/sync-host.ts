import { db } from '@/lib/db';
import { publishFirefoxSyncHost } from '@/lib/sync/firefox-sync-handoff';
import { createSyncRuntime } from '@/lib/sync/sync-runtime';
import { onTasksChanged } from '@/lib/tools';

// Firefox only: the CalDAV sync engine (tsdav, ical.js) as a script of its own,
// which the background event page import()s on the first sync, so a wake that
// does not sync loads none of it. Chrome runs it in the offscreen document.
export default defineUnlistedScript({
  include: ['firefox'],
  main() {
    publishFirefoxSyncHost((changed) => {
      // The tools this script bundles tell the background when a sync changed tasks.
      onTasksChanged(changed);
      return createSyncRuntime(db);
    });
  },
});
