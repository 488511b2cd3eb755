import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QuickAdd } from '@/components/QuickAdd';
// The panel's stylesheet: one design system (tokens, type, spacing) for every page of the extension.
import '../sidepanel/style.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QuickAdd onClose={() => window.close()} />
  </StrictMode>,
);
