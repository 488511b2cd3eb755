/**
 * Firefox's data consent for what a model server receives. Mozilla counts
 * any data handled outside the add-on or the local browser as transmission,
 * a server the user chose included, so the Firefox manifest declares no
 * required data collection and, as optional, the category of a chat's
 * messages; the browser asks for it when a model server is saved, and no
 * request leaves for that server without it (docs/store/data-collection.md).
 * Chrome has no such permission: there it is always granted.
 */
export const MODEL_SERVER_DATA_COLLECTION = ['personalCommunications'];

/** The part of `browser.permissions` this uses; Firefox 140+ takes `data_collection`. */
export interface ConsentPermissions {
  request(permissions: { origins?: string[]; data_collection?: string[] }): Promise<boolean>;
  contains(permissions: { origins?: string[]; data_collection?: string[] }): Promise<boolean>;
}

/** Whether this build asks for data consent (the Firefox build). */
export const asksDataConsent = (): boolean => import.meta.env.BROWSER === 'firefox';

/** Whether the browser lets the extension send a chat to a model server. */
export async function hasModelServerConsent(permissions: () => ConsentPermissions, firefox = asksDataConsent()): Promise<boolean> {
  if (!firefox) return true;
  return permissions()
    .contains({ data_collection: MODEL_SERVER_DATA_COLLECTION })
    .catch(() => false);
}

export const NO_CONSENT_MESSAGE =
  'Firefox has not allowed Todo Assistant to send your messages to a model server. Open Settings and press Save to allow it, or choose the offline assistant.';
