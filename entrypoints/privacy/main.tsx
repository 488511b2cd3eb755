import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PrivacyPage } from '@/components/privacy/PrivacyPage';
// docs/privacy.md is the one source of this page: the build bundles its text, so the page
// in the extension and the policy in the repository (and the store listings) cannot drift.
import privacyMarkdown from '../../docs/privacy.md?raw';
import '../sidepanel/style.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PrivacyPage markdown={privacyMarkdown} />
  </StrictMode>,
);
