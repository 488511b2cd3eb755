import { requestPersistentStorage } from '@/lib/db';
import { openSidePanelOnActionClick } from '@/lib/platform';

// Wiring only: each registration lives in lib/ with its own tests.
export default defineBackground(() => {
  void requestPersistentStorage();
  openSidePanelOnActionClick();
});
