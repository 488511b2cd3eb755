import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSettingsSections } from './support/chromium';
import { panelForFile } from './support/panel-suite';
import { hasRadicale, startRadicale, type RadicaleServer } from '../support/radicale';
import { chromiumSyncSettings, connectSync } from './support/sync-settings';
import { readStoreInPage } from './support/read-store';

// Issue 25: two Chromium profiles (two devices) on one Radicale. A task added in one shows in the
// other after Sync now with every field the Tasks view sets; completed and deleted likewise.
let laptop: Page;
let desktop: Page;
let radicale: RadicaleServer | undefined;

interface Row {
  uid?: string;
  title: string;
  description?: string;
  status: string;
  priority: number;
  dueAt?: string;
  tags: string[];
}
const MAPPED = ['uid', 'title', 'description', 'status', 'priority', 'dueAt', 'tags'] as const;
const todos = (panel: Page) => panel.evaluate(readStoreInPage, 'todos') as Promise<Row[]>;
/** The fields that sync; the due time as an instant (one profile may write `+00:00` where the other writes `Z`). */
const mapped = (row: Row | undefined) => row && Object.fromEntries(MAPPED.map((field) => [field, field === 'dueAt' && row.dueAt ? new Date(row.dueAt).toISOString() : row[field]]));
const named = async (panel: Page, title: string) => (await todos(panel)).find((row) => row.title === title);
const byUid = async (panel: Page, uid: string) => (await todos(panel)).find((row) => row.uid === uid && row.status === 'pending');
const lastSyncAt = async (panel: Page) => ((await panel.evaluate(readStoreInPage, 'syncAccount')) as Array<{ lastSyncAt?: string }>)[0]?.lastSyncAt;

const connect = (panel: Page) => connectSync(chromiumSyncSettings(panel), radicale!);

/** Sync now, then wait for this sync's good end (a new time of the last good sync). */
async function syncNow(panel: Page): Promise<void> {
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(panel);
  const before = await lastSyncAt(panel);
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(() => lastSyncAt(panel), { timeout: 20_000 }).not.toBe(before);
  await panel.getByRole('tab', { name: 'Tasks' }).click();
}

/** Opens the task's editor in the Tasks view, changes what `change` changes, saves. */
async function edit(panel: Page, title: string, change: (editor: ReturnType<Page['getByRole']>) => Promise<unknown>): Promise<void> {
  await panel.getByRole('tab', { name: 'Tasks' }).click();
  await panel.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
  const editor = panel.getByRole('form', { name: `Edit task: ${title}` });
  await change(editor);
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.waitFor({ state: 'detached' });
}

describe.skipIf(!hasRadicale)('two profiles on one Radicale', () => {
  panelForFile((opened) => ({ panel: laptop } = opened));
  panelForFile((opened) => ({ panel: desktop } = opened));
  beforeAll(async () => {
    radicale = await startRadicale();
    await radicale.makeTaskCalendar('tasks');
    await connect(laptop);
    await connect(desktop);
  }, 60_000);
  afterAll(() => radicale?.stop());

  it('a task added in one shows in the other with its fields; completed there, it is completed here; deleted here, it is gone there', async () => {
    await laptop.getByRole('tab', { name: 'Tasks' }).click();
    await laptop.getByRole('textbox', { name: 'New task' }).fill('pay rent tomorrow 9am p1 #home');
    await laptop.getByRole('button', { name: 'Add task' }).click();
    const item = laptop.getByRole('listitem').filter({ hasText: 'Pay rent' });
    await item.getByRole('button', { name: 'Edit' }).click();
    await laptop.getByLabel('Description').fill('Transfer to the landlord');
    await laptop.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await named(laptop, 'Pay rent'))?.description).toBe('Transfer to the landlord');
    const added = mapped(await named(laptop, 'Pay rent'))!;
    expect(added).toMatchObject({ priority: 1, tags: ['home'], status: 'pending' });
    expect(added.dueAt).toBeTruthy();

    await syncNow(laptop);
    await syncNow(desktop);
    await desktop.getByRole('checkbox', { name: 'Done: Pay rent' }).waitFor({ timeout: 20_000 });
    expect(mapped(await named(desktop, 'Pay rent'))).toEqual(added);

    await desktop.getByRole('checkbox', { name: 'Done: Pay rent' }).click();
    await expect.poll(async () => (await named(desktop, 'Pay rent'))?.status).toBe('completed');
    await syncNow(desktop);
    await syncNow(laptop);
    await expect.poll(async () => (await named(laptop, 'Pay rent'))?.status, { timeout: 20_000 }).toBe('completed');

    await laptop.getByRole('checkbox', { name: /Show completed/ }).check();
    await laptop.getByRole('listitem').filter({ hasText: 'Pay rent' }).getByRole('button', { name: 'Delete' }).click();
    await laptop.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => named(laptop, 'Pay rent')).toBeUndefined();
    await syncNow(laptop);
    await syncNow(desktop);
    await expect.poll(() => named(desktop, 'Pay rent'), { timeout: 20_000 }).toBeUndefined();
  });

  it('both edit one task while the server is down: different fields both arrive, the same field ends the same in both, nothing is lost', async () => {
    await laptop.getByRole('tab', { name: 'Tasks' }).click();
    await laptop.getByRole('textbox', { name: 'New task' }).fill('Call mom');
    await laptop.getByRole('button', { name: 'Add task' }).click();
    await expect.poll(() => named(laptop, 'Call mom')).toBeTruthy();
    const { uid } = (await named(laptop, 'Call mom'))!;
    await syncNow(laptop);
    await syncNow(desktop);
    await expect.poll(() => byUid(desktop, uid!), { timeout: 20_000 }).toBeTruthy();

    // Different fields, while the server is stopped: each profile's outbox keeps its change.
    await radicale!.pause();
    await edit(laptop, 'Call mom', (editor) => editor.getByLabel('Description').fill('Ask about Sunday lunch'));
    await edit(desktop, 'Call mom', (editor) => editor.getByLabel('Priority').selectOption('2'));
    await radicale!.resume();
    await syncNow(laptop);
    await syncNow(desktop);
    await syncNow(laptop);
    for (const panel of [laptop, desktop]) {
      await expect.poll(async () => mapped(await byUid(panel, uid!)), { timeout: 20_000 }).toMatchObject({ title: 'Call mom', description: 'Ask about Sunday lunch', priority: 2 });
    }

    // The same field on both sides: after the syncs both profiles hold one and the same title, one of the two typed.
    await radicale!.pause();
    await edit(laptop, 'Call mom', (editor) => editor.getByLabel('Title').fill('Call mom tonight'));
    await edit(desktop, 'Call mom', (editor) => editor.getByLabel('Title').fill('Call mother'));
    await radicale!.resume();
    await syncNow(laptop);
    await syncNow(desktop);
    await syncNow(laptop);
    await expect.poll(async () => (await byUid(laptop, uid!))?.title, { timeout: 20_000 }).toBe((await byUid(desktop, uid!))?.title);
    expect(['Call mom tonight', 'Call mother']).toContain((await byUid(laptop, uid!))?.title);
    expect(mapped(await byUid(laptop, uid!))).toEqual(mapped(await byUid(desktop, uid!)));
  });
});
