import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QuickAdd } from '@/components/QuickAdd';
import './style.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QuickAdd onClose={() => window.close()} />
  </StrictMode>,
);
