export * from './settings-schema';
export { loadSettings, saveSettings, watchSettings } from './settings-storage';
export { toSettingsForm, parseSettingsForm, savedKeyNotice, savedKeyFits, keyNeedsInsecureConsent, type SettingsForm, type SettingsFormErrors } from './settings-form';
export { hostPermissionPattern, requestHostPermission, type PermissionsLike } from './request-host-permission';
export { apiKeyFor, insecureKeyAccepted, isInsecureOrigin, originLabel, originOf, type KeyUse } from './api-key-origin';
export { MODEL_SERVER_DATA_COLLECTION, NO_CONSENT_MESSAGE, asksDataConsent, hasModelServerConsent, type ConsentPermissions } from './model-server-consent';
export { SERVER_PRESETS, presetFor, type ServerPreset } from './server-presets';
