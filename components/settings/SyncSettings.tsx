import { useSyncSettings } from '@/lib/hooks';
import { SettingsInput } from './SettingsInput';

/** The picker's last option: not a calendar address, so it cannot be one the server listed. */
const CREATE_OWN = 'create-own-calendar';

/**
 * Settings → Sync (inside Settings' own form, so no form of its own: Connect is a plain button): the CalDAV account (server address, user name, app
 * password), Connect, the task calendar when the account has several, Sync
 * now, Disconnect, and the last result in one sentence. The calendar picker
 * also offers to create “Todo Assistant” (MKCALENDAR) when the account has none of that name.
 */
export function SyncSettings() {
  const sync = useSyncSettings();
  if (sync.account === undefined) return null;
  const { account } = sync;
  return (
    <div className="sync-settings">
      <p className="hint">Tasks sync with a CalDAV server (Nextcloud, Fastmail, Radicale…). Conversations, memories and the activity log stay in this browser.</p>
      {account ? (
        <>
          <p>
            Connected to {account.serverUrl} as {account.username}
            {account.calendarName ? `, calendar “${account.calendarName}”` : ''}.
          </p>
          {sync.calendars.length > 1 || sync.canCreateCalendar ? (
            <label>
              Task calendar
              <select
                value={account.calendarUrl ?? ''}
                disabled={Boolean(sync.busy)}
                onChange={(event) => (event.target.value === CREATE_OWN ? sync.createCalendar() : sync.chooseCalendar(event.target.value))}
              >
                {sync.calendars.map((calendar) => (
                  <option key={calendar.url} value={calendar.url}>
                    {calendar.name}
                  </option>
                ))}
                {sync.canCreateCalendar ? <option value={CREATE_OWN}>Create “{sync.ownCalendarName}”</option> : null}
              </select>
            </label>
          ) : null}
          <p role="status" aria-live="polite">
            {sync.busy === 'sync' ? (sync.progress ?? 'Syncing…') : sync.status}
          </p>
          <div className="actions">
            <button type="button" onClick={sync.syncNow} disabled={Boolean(sync.busy)}>
              Sync now
            </button>
            <button type="button" onClick={sync.disconnect} disabled={Boolean(sync.busy)}>
              Disconnect
            </button>
          </div>
        </>
      ) : (
        <div className="sync-login">
          <SettingsInput
            id="sync-server"
            label="Server address"
            type="url"
            placeholder="https://cloud.example.org/remote.php/dav"
            hint="The CalDAV address your server documents (docs/sync.md lists some)."
            value={sync.form.serverUrl}
            onValueChange={(value) => sync.change('serverUrl', value)}
          />
          <SettingsInput id="sync-username" label="User name" autoComplete="username" value={sync.form.username} onValueChange={(value) => sync.change('username', value)} />
          <SettingsInput
            id="sync-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            hint="An app password, if your server has them. Kept in this browser only, never exported."
            value={sync.form.password}
            onValueChange={(value) => sync.change('password', value)}
          />
          <button type="button" onClick={sync.connect} disabled={Boolean(sync.busy)}>
            {sync.busy === 'connect' ? 'Connecting…' : 'Connect'}
          </button>
        </div>
      )}
      {sync.notice ? <p role="alert">{sync.notice}</p> : null}
    </div>
  );
}
