import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The one Radicale starter of the tests (unit tests against a real server, the scale probe, the
 * e2e suite and the browser benchmark): Radicale on a free 127.0.0.1 port with throw-away
 * htpasswd users and a throw-away storage folder (recipe: /work/shared/TESTING.md).
 */

/** Whether the `radicale` binary is installed (Debian package `radicale`; .ci/run installs it). */
export const hasRadicale = spawnSync('radicale', ['--version']).status === 0;

export interface RadicaleServer {
  /** http://127.0.0.1:PORT */
  base: string;
  /** The first user, and its password. */
  user: string;
  password: string;
  /** Basic auth headers for the first user (they follow `setPassword`). */
  auth: Record<string, string>;
  /** Makes a calendar that holds tasks (VTODO) in the first user's home and returns its URL (ending in `/`). */
  makeTaskCalendar(name: string): Promise<string>;
  /** Puts one iCalendar object at `href` (a new one: 201). */
  putObject(href: string, ics: string): Promise<Response>;
  /** Every task's iCalendar text in the calendar, by one calendar-query REPORT. */
  calendarText(calendarUrl: string): Promise<string>;
  /** Changes the first user's password on the server (Radicale reads its htpasswd file at every login); `auth` follows. */
  setPassword(password: string): void;
  /** Stops the server, keeping what it stores: the address then refuses connections. */
  pause(): Promise<void>;
  /** Starts it again on the same address with the same calendars. */
  resume(): Promise<void>;
  stop(): void;
}

export interface RadicaleOptions {
  user?: string;
  password?: string;
  /** More users with the same password (a user with no calendar yet, say). */
  otherUsers?: string[];
  /** The storage folder's name prefix in the system's temporary folder. */
  folderPrefix?: string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * One request's answer as text, over node:http rather than fetch: Node 22's fetch (undici) can
 * fail an assertion (`assert(!this.paused)`) when Radicale closes the connection after a large
 * answer (a REPORT of 2,000 tasks), which ends the whole process.
 */
function textOver(url: string, method: string, headers: Record<string, string>, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export async function startRadicale({ user = 'ana', password = 'throw-away', otherUsers = [], folderPrefix = 'radicale-' }: RadicaleOptions = {}): Promise<RadicaleServer> {
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const writeUsers = (first: string) => writeFileSync(join(folder, 'users'), [`${user}:${first}`, ...otherUsers.map((other) => `${other}:${password}`), ''].join('\n'));
  writeUsers(password);
  writeFileSync(
    join(folder, 'config'),
    `[server]\nhosts = 127.0.0.1:${port}\n[auth]\ntype = htpasswd\nhtpasswd_filename = ${join(folder, 'users')}\nhtpasswd_encryption = plain\n[storage]\nfilesystem_folder = ${join(folder, 'collections')}\n[rights]\ntype = owner_only\n`,
  );
  const spawnServer = (): ChildProcess => spawn('radicale', ['--config', join(folder, 'config')], { stdio: 'ignore' });
  let server = spawnServer();
  const isUp = () =>
    fetch(`${base}/.web/`).then(
      (response) => response.ok,
      () => false,
    );
  const waitUntil = async (wanted: boolean): Promise<boolean> => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await isUp()) === wanted) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  const auth = { Authorization: basic(user, password) };
  const stop = () => {
    if (server.pid) process.kill(server.pid);
    rmSync(folder, { recursive: true, force: true });
  };
  if (!(await waitUntil(true))) {
    stop();
    throw new Error('Radicale did not start');
  }
  return {
    base,
    user,
    password,
    auth,
    stop,
    setPassword(next) {
      writeUsers(next);
      auth.Authorization = basic(user, next);
    },
    async pause() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.pid) process.kill(server.pid);
      await exited;
      await waitUntil(false);
    },
    async resume() {
      server = spawnServer();
      if (!(await waitUntil(true))) throw new Error('Radicale did not start again');
    },
    async makeTaskCalendar(name) {
      const url = `${base}/${user}/${name}/`;
      const body = `<?xml version="1.0" encoding="utf-8"?>
<D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
<D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>${name}</D:displayname>
<C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set>
</D:prop></D:set></D:mkcol>`;
      const response = await fetch(url, { method: 'MKCOL', headers: { ...auth, 'Content-Type': 'application/xml' }, body });
      if (response.status !== 201) throw new Error(`MKCOL answered ${response.status}`);
      return url;
    },
    putObject: (href, ics) => fetch(href, { method: 'PUT', headers: { ...auth, 'Content-Type': 'text/calendar; charset=utf-8' }, body: ics }),
    async calendarText(calendarUrl) {
      const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/><C:calendar-data/></D:prop>
<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"/></C:comp-filter></C:filter></C:calendar-query>`;
      return textOver(calendarUrl, 'REPORT', { ...auth, Depth: '1', 'Content-Type': 'application/xml' }, body);
    },
  };
}

/** A plain task as another app writes it: UID, DTSTAMP, SUMMARY, NEEDS-ACTION. */
export function plainVtodo(uid: string, summary: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Todo Assistant tests//EN',
    'BEGIN:VTODO',
    `UID:${uid}`,
    'DTSTAMP:20260310T090000Z',
    `SUMMARY:${summary}`,
    'STATUS:NEEDS-ACTION',
    'END:VTODO',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
