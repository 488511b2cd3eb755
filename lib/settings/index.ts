export * from './settings-schema';
export { loadSettings, saveSettings, watchSettings } from './settings-storage';
export { toSettingsForm, parseSettingsForm, type SettingsForm, type SettingsFormErrors } from './settings-form';
export { hostPermissionPattern, requestHostPermission, type PermissionsLike } from './request-host-permission';
