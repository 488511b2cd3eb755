import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/components/panel/App';
import { requestPersistentStorage } from '@/lib/db';
import './style.css';
import { onTasksChanged } from '@/lib/tools';

// StorageManager.persist() exists only in windows, not in the service worker.
void requestPersistentStorage();

// A request nobody waits for; its schemas (zod) load with it, not with the panel's first scripts.
const tellBackground = (request: { type: 'reminders/sync' } | { type: 'sync/panel-opened' }) =>
  void import('@/lib/messaging/send-runtime-request').then(({ sendRuntimeRequest }) => sendRuntimeRequest(request));

// Tasks changed here: the background sets the reminders and the badge to match.
onTasksChanged(() => tellBackground({ type: 'reminders/sync' }));

// The panel opened: the background syncs with the CalDAV server, if one is connected (nothing waits for it).
tellBackground({ type: 'sync/panel-opened' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
