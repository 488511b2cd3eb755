import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether the `radicale` binary is installed (Debian package `radicale`; .ci/run installs it). */
export const hasRadicale = spawnSync('radicale', ['--version']).status === 0;

export interface RadicaleServer {
  /** http://127.0.0.1:PORT */
  base: string;
  user: string;
  password: string;
  /** Basic auth headers for the throw-away user. */
  auth: Record<string, string>;
  /** Makes a calendar that holds tasks (VTODO) and returns its URL. */
  makeTaskCalendar(name: string): Promise<string>;
  /** Changes the user's password on the server (Radicale reads its htpasswd file at every login); `auth` follows. */
  setPassword(password: string): void;
  /** Stops the server, keeping what it stores: the address then refuses connections. */
  pause(): Promise<void>;
  /** Starts it again on the same address with the same calendars. */
  resume(): Promise<void>;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Radicale on a free 127.0.0.1 port with a throw-away htpasswd user and storage folder (recipe: /work/shared/TESTING.md). */
export async function startRadicale(user = 'ana', password = 'throw-away'): Promise<RadicaleServer> {
  const folder = mkdtempSync(join(tmpdir(), 'radicale-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  writeFileSync(join(folder, 'users'), `${user}:${password}\n`);
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
  const auth = { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
  const setPassword = (next: string) => {
    writeFileSync(join(folder, 'users'), `${user}:${next}\n`);
    auth.Authorization = `Basic ${Buffer.from(`${user}:${next}`).toString('base64')}`;
  };
  const stop = () => {
    if (server.pid) process.kill(server.pid);
    rmSync(folder, { recursive: true, force: true });
  };
  if (await waitUntil(true)) {
    return {
      base,
      user,
      password,
      auth,
      stop,
      setPassword,
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
    };
  }
  stop();
  throw new Error('Radicale did not start');
}
