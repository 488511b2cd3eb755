import '../shared/privacy-page.css';

/**
 * Settings' way to the privacy policy: the extension's own privacy.html
 * (docs/privacy.md), opened in a tab of its own.
 */
export function PrivacyLink() {
  return (
    <p className="settings-privacy">
      <a href="/privacy.html" target="_blank" rel="noopener">
        Privacy
      </a>
      : what is stored on this computer, what is sent to which model, and how to delete it all.
    </p>
  );
}
