import { registerBackgroundMessaging } from '@/lib/messaging/register-background-messaging';
import { registerWebLlmService } from '@/lib/models/webllm';
import { openSidePanelOnActionClick } from '@/lib/platform';
import { registerQuickAdd } from '@/lib/quick-add/register-quick-add';

// Wiring only: each registration lives in lib/ with its own tests.
export default defineBackground(() => {
  registerBackgroundMessaging();
  registerWebLlmService();
  openSidePanelOnActionClick();
  registerQuickAdd();
});
