import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/components/App';
import { requestPersistentStorage } from '@/lib/db';
import './style.css';

// StorageManager.persist() exists only in windows, not in the service worker.
void requestPersistentStorage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
