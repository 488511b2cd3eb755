import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/components/panel/App';
import { requestPersistentStorage } from '@/lib/db';
import './style.css';
import { onTasksChanged } from '@/lib/tools';
import { sendRuntimeRequest } from '@/lib/messaging/send-runtime-request';

// StorageManager.persist() exists only in windows, not in the service worker.
void requestPersistentStorage();

// Tasks changed here: the background sets the reminders and the badge to match.
onTasksChanged(() => void sendRuntimeRequest({ type: 'reminders/sync' }));

// The panel opened: the background syncs with the CalDAV server, if one is connected (nothing waits for it).
void sendRuntimeRequest({ type: 'sync/panel-opened' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
