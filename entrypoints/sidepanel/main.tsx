import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/components/panel/App';
import { requestPersistentStorage } from '@/lib/db';
import './style.css';
import { onTasksChanged } from '@/lib/tools';

// StorageManager.persist() exists only in windows, not in the service worker.
void requestPersistentStorage();

// Tasks changed here: the background sets the reminders and the badge to match.
// (The request's schemas load with it, not with the panel's first scripts.)
onTasksChanged(() => void import('@/lib/messaging/send-runtime-request').then(({ sendRuntimeRequest }) => sendRuntimeRequest({ type: 'reminders/sync' })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
