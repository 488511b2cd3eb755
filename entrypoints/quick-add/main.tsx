import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QuickAdd } from '@/components/quick-add/QuickAdd';
// The panel's stylesheet: one design system (tokens, type, spacing) for every page of the extension.
import '../sidepanel/style.css';
import { onTasksChanged } from '@/lib/tools';
import { sendRuntimeRequest } from '@/lib/messaging/send-runtime-request';
import { quickAddPageOf } from '@/lib/quick-add';

// Tasks changed here: the background sets the reminders and the badge to match.
onTasksChanged(() => void sendRuntimeRequest({ type: 'reminders/sync' }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QuickAdd onClose={() => window.close()} page={quickAddPageOf(location.search)} />
  </StrictMode>,
);
