// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivacyPage } from '@/components/privacy/PrivacyPage';
import { SettingsView } from '@/components/settings/SettingsView';

vi.mock('@/components/settings/WebLlmSettings', () => ({ WebLlmSettings: () => null }));
afterEach(cleanup);

const privacyMarkdown = readFileSync('docs/privacy.md', 'utf8');

describe('the Privacy page', () => {
  it('shows docs/privacy.md itself: its sections as headings, nothing else', () => {
    render(<PrivacyPage markdown={privacyMarkdown} />);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    const sections = [...privacyMarkdown.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(sections);
    expect(headings).toEqual(expect.arrayContaining(['Privacy', 'What is stored, and where', 'Deleting everything']));
    expect(screen.getByText(/authors run no\s+server/)).toBeTruthy();
  });

  it('is one click from Settings, in a tab of its own', async () => {
    render(<SettingsView />);
    const link = await screen.findByRole('link', { name: 'Privacy' });
    expect(link.getAttribute('href')).toBe('/privacy.html');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
