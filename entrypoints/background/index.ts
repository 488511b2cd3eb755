import { warmMemory } from '@/lib/agent';
import { db } from '@/lib/db';
import { OFFLINE_BRAIN_SCRIPT } from '@/lib/models';
import { LOCAL_TOOLS_SCRIPT } from '@/lib/models/local-tools/local-language-model';
import { openSidePanelOnActionClick } from '@/lib/platform';
import { RECURRENCE_SCRIPT } from '@/lib/todos/recurrence-script';
import { keepScriptsForLaterWakes } from '@/lib/util/published-script';
import { registerMessaging } from './register-messaging';
import { registerQuickAdd } from './register-quick-add';
import { registerReminders } from './register-reminders';
import { registerSync } from './register-sync';
import { registerWebLlmService } from './register-webllm-service';

// The background's wiring, one file per concern beside this one. Every
// listener is registered synchronously, as an MV3 background must, so a worker
// woken by an event still receives it.
export default defineBackground(() => {
  // Chrome: the scripts only some wakes need are kept with the worker when it installs (lib/util/published-script.ts).
  keepScriptsForLaterWakes([OFFLINE_BRAIN_SCRIPT, RECURRENCE_SCRIPT, LOCAL_TOOLS_SCRIPT]);
  registerMessaging();
  registerWebLlmService();
  openSidePanelOnActionClick();
  registerQuickAdd();
  registerReminders();
  registerSync();
  // After the listeners: builds the memory indexes in small steps, so the first turn finds them ready.
  void warmMemory(db);
});
