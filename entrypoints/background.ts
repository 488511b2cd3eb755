import { requestPersistentStorage } from '@/lib/db';

// Wiring only: each registration lives in lib/ with its own tests.
export default defineBackground(() => {
  void requestPersistentStorage();
});
