import { MarkdownText } from '../shared/MarkdownText';
import '../shared/privacy-page.css';

/**
 * The privacy policy as an extension page (privacy.html), opened from
 * Settings. Its text is docs/privacy.md, rendered as Markdown (React elements,
 * raw HTML shown as text), so there is only one copy of the policy.
 */
export function PrivacyPage({ markdown }: { markdown: string }) {
  return (
    <main className="privacy-page">
      <MarkdownText text={markdown} />
    </main>
  );
}
