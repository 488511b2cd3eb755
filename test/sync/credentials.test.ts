import { describe, expect, it } from 'vitest';
import { buildExport, exportText } from '@/lib/data';
import { executeTool } from '@/lib/tools';
import { problemSentence } from '@/lib/sync/caldav-port';
import { addressProblem, connectAccount } from '@/lib/sync/connect-account';
import { runSync } from '@/lib/sync/run-sync';
import { tsdavPort } from '@/lib/sync/tsdav-port';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

const PASSWORD = 'app-password-7d1f';

/** A fetch that records where each request went and whether it carried the password, and answers `answer`. */
function recordingFetch(answer: (url: string) => Response = () => new Response('', { status: 404 })) {
  const sent: { url: string; withPassword: boolean }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const authorization = new Headers(init?.headers).get('authorization') ?? '';
    sent.push({ url, withPassword: authorization !== '' && atob(authorization.replace(/^Basic /, '')).includes(PASSWORD) });
    return answer(url);
  };
  return { sent, fetchImpl };
}

describe('the password', () => {
  it('is refused for plain http to another computer by the model server’s own rule, allowed to this one', () => {
    for (const local of ['http://localhost:5232/', 'http://127.0.0.1:5232/', 'http://[::1]:5232/']) expect(addressProblem(local)).toBeUndefined();
    expect(addressProblem('http://dav.example/')).toMatch(/would travel unencrypted/);
    expect(addressProblem('http://dav.example/', 'http://dav.example')).toBeUndefined();
  });

  it('is never sent over plain http to another computer, even by a port built without connecting', async () => {
    const { sent, fetchImpl } = recordingFetch();
    const port = tsdavPort({ serverUrl: 'http://dav.example/', username: 'ana', password: PASSWORD }, fetchImpl);
    await expect(port.taskCalendars()).rejects.toThrow();
    await expect(port.listObjects('http://dav.example/ana/tasks/')).rejects.toThrow();
    expect(sent.filter((request) => request.withPassword)).toEqual([]);
  });

  it('is not sent to another origin the server points to, and connecting says so', async () => {
    const { sent, fetchImpl } = recordingFetch((url) =>
      url.startsWith('https://dav.example/.well-known/')
        ? new Response(null, { status: 301, headers: { Location: 'https://collector.example/dav/' } })
        : new Response('', { status: 404 }),
    );
    const db = freshDb();
    const login = { serverUrl: 'https://dav.example/', username: 'ana', password: PASSWORD };
    const result = await connectAccount(db, login, tsdavPort(login, fetchImpl));
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(/^Not connected: the password was not sent to https:\/\/collector\.example/) });
    expect(sent.filter((request) => !request.url.startsWith('https://dav.example/'))).toEqual([]);
    await expect(db.syncAccount.count()).resolves.toBe(0);
  });

  it('is in no export and no Activity entry', async () => {
    const db = freshDb();
    const server = new FakeCalDav();
    const connected = await connectAccount(db, { serverUrl: 'https://dav.example/', username: 'ana', password: PASSWORD }, server);
    expect(connected.ok).toBe(true);
    await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Call mom' });
    server.serverPut(`${server.calendar.url}tb-1.ics`, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:tb-1\r\nSUMMARY:Water the plants\r\nEND:VTODO\r\nEND:VCALENDAR\r\n');
    await runSync(db, server);
    await expect(db.audit.where('engine').equals('sync').count()).resolves.toBe(1);
    expect(exportText(await buildExport(db, undefined))).not.toContain(PASSWORD);
    expect(JSON.stringify(await db.audit.toArray())).not.toContain(PASSWORD);
    expect(problemSentence(new Error(PASSWORD))).not.toContain(PASSWORD);
  });
});
