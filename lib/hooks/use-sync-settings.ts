import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db, type TodoDatabase } from '../db';
import { sendRuntimeRequest } from '../messaging/send-runtime-request';
import { hostPermissionPattern } from '../settings';
import { addressProblem } from '../sync/address-problem';
import { OWN_CALENDAR_NAME } from '../sync/sync-host';
import { syncProgressLine, syncStatusSentence } from './sync-status';

export interface SyncLoginForm {
  serverUrl: string;
  username: string;
  password: string;
}

export interface TaskCalendarChoice {
  url: string;
  name: string;
}

const NO_PERMISSION = 'Not connected: the browser did not allow the extension to reach this server. Connect again and allow it.';

/**
 * Asks for the server's origin as an optional host permission, as the model
 * server does (a local http server is allowed at install). Call it in the
 * click handler, before any `await`: browsers want a user gesture.
 */
function requestServerPermission(serverUrl: string): Promise<boolean> {
  const pattern = hostPermissionPattern(serverUrl);
  if (!pattern) return Promise.resolve(true);
  return browser.permissions.request({ origins: [pattern] }).catch(() => false);
}

/**
 * Settings → Sync: the account form, Connect (discovery, then a choice when
 * the account has several task calendars), Sync now, Disconnect, and the last
 * result in one sentence. The background does the work (lib/sync); the
 * account is read live from the database, without its password.
 */
export function useSyncSettings(database: TodoDatabase = db) {
  const account = useLiveQuery(async () => (await database.syncAccount.get(1)) ?? null, [database]);
  const [form, setForm] = useState<SyncLoginForm>({ serverUrl: '', username: '', password: '' });
  const [calendars, setCalendars] = useState<TaskCalendarChoice[]>([]);
  const [busy, setBusy] = useState<'connect' | 'sync' | 'disconnect' | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const change = (field: keyof SyncLoginForm, value: string) => setForm((before) => ({ ...before, [field]: value }));

  async function connectTo(login: SyncLoginForm, calendar: { calendarUrl: string } | { createCalendar: true } | undefined, permission: Promise<boolean>): Promise<void> {
    setBusy('connect');
    setNotice(undefined);
    try {
      if (!(await permission)) return setNotice(NO_PERMISSION);
      const reply = await sendRuntimeRequest<'sync/connect'>({ type: 'sync/connect', ...login, ...calendar });
      if (!reply.ok) return setNotice(reply.error);
      setCalendars(reply.value.calendars);
    } finally {
      setBusy(undefined);
    }
  }

  return {
    /** undefined while loading, null when no account is connected. */
    account:
      account === undefined
        ? undefined
        : account && { serverUrl: account.serverUrl, username: account.username, calendarUrl: account.calendarUrl, calendarName: account.calendarName },
    status: account ? syncStatusSentence(account) : undefined,
    /** The running sync's progress line ("Sent 120 of 2,000 tasks…"), written by the engine. */
    progress: account?.progress ? `${syncProgressLine(account.progress)}…` : undefined,
    form,
    change,
    calendars,
    busy,
    notice,
    connect(): void {
      const login = { ...form, serverUrl: form.serverUrl.trim(), username: form.username.trim() };
      const problem =
        !login.serverUrl || !login.username || !login.password ? 'Type the server address, your user name and your password, then Connect.' : addressProblem(login.serverUrl);
      if (problem) return setNotice(problem);
      void connectTo(login, undefined, requestServerPermission(login.serverUrl));
    },
    /** The calendar Settings offers to create. */
    ownCalendarName: OWN_CALENDAR_NAME,
    /** Whether the picker offers to create “Todo Assistant”: only while the account has no task calendar of that name. */
    canCreateCalendar: calendars.length > 0 && !calendars.some((calendar) => calendar.name === OWN_CALENDAR_NAME),
    /** Another of the account's task calendars: connects to it with the password just typed. */
    chooseCalendar(calendarUrl: string): void {
      if (!form.password) return setNotice('Type your password again to change the calendar, then Connect.');
      void connectTo(form, { calendarUrl }, Promise.resolve(true));
    },
    /** Creates the “Todo Assistant” calendar on the server (MKCALENDAR; reused if it is there already) and syncs with it. */
    createCalendar(): void {
      if (!form.password) return setNotice('Type your password again to create the calendar, then Connect.');
      void connectTo(form, { createCalendar: true }, Promise.resolve(true));
    },
    syncNow(): void {
      setBusy('sync');
      setNotice(undefined);
      // The sentence comes from the account (problem or last sync); a reply that never came is said here.
      void sendRuntimeRequest({ type: 'sync/now' })
        .then((reply) => {
          if (!reply.ok && reply.error.startsWith('The extension')) setNotice(reply.error);
        })
        .finally(() => setBusy(undefined));
    },
    disconnect(): void {
      setBusy('disconnect');
      setNotice(undefined);
      void sendRuntimeRequest({ type: 'sync/disconnect' })
        .then((reply) => {
          if (!reply.ok) setNotice(reply.error);
          else {
            setCalendars([]);
            setForm((before) => ({ ...before, password: '' }));
          }
        })
        .finally(() => setBusy(undefined));
    },
  };
}

export type SyncSettingsState = ReturnType<typeof useSyncSettings>;
