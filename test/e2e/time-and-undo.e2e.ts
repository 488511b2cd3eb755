import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchExtension, type ExtensionSession } from './support/chromium';

// Issue 21 (times, undo, Activity) at Firefox's default sidebar width and at 400 px: no ISO time or
// "#id" in what a person reads after adds, edits and completing a repeating task; a rule and its
// task's due time in one clock, and a rule set in another zone says so; Undo one Tab from the Tasks
// box, beside each change in the chat, and on Ctrl+Z; Activity says what an edit changed.
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ID = /#\d+\b/;
const CLOCK = /\d{1,2}:\d{2}(?:\s?[AP]M)?/;

describe.each([240, 400])('at %i px (Chromium)', (width) => {
  let session: ExtensionSession;
  let panel: Page;
  beforeAll(async () => {
    session = await launchExtension();
    panel = await session.openPage('sidepanel.html');
    await panel.setViewportSize({ width, height: 800 });
  });
  afterAll(async () => {
    await session?.close();
  });

  const tab = (name: string) => panel.getByRole('tab', { name }).click();
  async function readsPlainly(where: string) {
    const text = await panel.locator('.panel').innerText();
    expect(text, where).not.toMatch(ISO);
    expect(text, where).not.toMatch(ID);
    expect(await panel.evaluate(() => document.documentElement.scrollWidth), `${where}: no sideways scroll`).toBeLessThanOrEqual(width);
  }
  async function send(text: string) {
    await panel.getByRole('textbox', { name: 'Message' }).fill(text);
    await panel.getByRole('button', { name: 'Send' }).click();
  }
  const changeLine = (text: string) => panel.getByRole('list', { name: 'Changes' }).getByRole('listitem').filter({ hasText: text });

  it('the chat: each change on its own line with Undo beside it, a completed repeating task says when the next is due', async () => {
    await send('add pay rent tomorrow 9am');
    await changeLine('Added “Pay rent”').first().waitFor();
    await send('water the plants every thursday 8pm');
    await changeLine('Added “Water the plants”').first().waitFor();
    await send('complete water the plants');
    const done = changeLine('Completed “Water the plants”').first();
    await done.waitFor();
    expect(await done.innerText()).toMatch(/✓\s*Completed “Water the plants”; next one due/);
    // Undo beside the completed task, visible without opening anything.
    const undo = done.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    expect(await undo.isVisible()).toBe(true);
    // A new hour as well as a day: on a Sunday "next monday" is tomorrow, the day it is already due.
    await send('move pay rent to next monday at 10am');
    // An edit's line says what it changed, as Activity does.
    await changeLine('Changed “Pay rent”')
      .filter({ hasText: /due .+ → .+/ })
      .first()
      .waitFor();
    await readsPlainly('chat after adds, a completion and an edit');
    expect(await seriousAxeViolations(panel)).toEqual([]);
  });

  it('Tasks: a repeating task’s rule is in the same clock as its due time', async () => {
    await tab('Tasks');
    const row = panel
      .locator('li')
      .filter({ hasText: 'Water the plants' })
      .filter({ hasText: /every Thursday/ })
      .first();
    await row.waitFor();
    const due = await row.locator('.due').innerText();
    const rule = await row.locator('.repeats').innerText();
    expect(rule).toMatch(/every Thursday at /);
    expect(rule).not.toMatch(/\(/); // the reader's own zone is not named
    expect(rule.match(CLOCK)?.[0]).toBe(due.match(CLOCK)?.[0]);
    await readsPlainly('Tasks');
  });

  it('Tasks: Undo is one Tab from the Tasks box; completing a repeating task says when the next one is due, and Ctrl+Z takes it back', async () => {
    const box = panel.getByRole('textbox', { name: 'New task' });
    await box.fill('call the vet');
    await box.press('Enter');
    await panel.locator('.undo-toast').waitFor();
    await box.focus();
    await panel.keyboard.press('Tab');
    expect(await panel.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await panel.keyboard.press('Enter');
    await panel
      .locator('.undo-toast')
      .filter({ hasText: /Undone/ })
      .waitFor();
    expect(await panel.getByRole('checkbox', { name: 'Done: call the vet' }).count()).toBe(0);

    const waterNext = panel.getByRole('checkbox', { name: 'Done: Water the plants' }).first();
    // Completing it puts its next occurrence in its place (unticked), so click, not check.
    await waterNext.click();
    const toast = panel.locator('.undo-toast').filter({ hasText: 'Completed “Water the plants”' });
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/next one due [^\n]*\d{1,2}:\d{2}/);
    // Announced with the one way to undo that works wherever the focus is.
    expect(await toast.textContent()).toMatch(/To undo, press Control\+Z/);
    await readsPlainly('Tasks after completing a repeating task');
    // Ctrl+Z from outside any text field (the focus is on the box just ticked) undoes the last change made in the panel.
    await panel.keyboard.press('Control+z');
    await panel
      .getByText(/Undone: “Water the plants” is pending again/)
      .first()
      .waitFor();
    // One pending occurrence again: the next one the completion added is gone with it.
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Done: Water the plants' }).count(), { timeout: 5000 }).toBe(1);
    expect(await panel.getByRole('checkbox', { name: 'Done: Water the plants' }).isChecked()).toBe(false);
    expect(await seriousAxeViolations(panel)).toEqual([]);
  });

  it('a rule set in another zone names it, beside the due time read in this one', async () => {
    // Someone adds a daily task while in Berlin, then reads the list back home (this browser reads UTC).
    const cdp = await session.context.newCDPSession(panel);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Europe/Berlin' });
    await panel.reload();
    await tab('Tasks');
    const box = panel.getByRole('textbox', { name: 'New task' });
    await box.fill('stretch every day 8am');
    await box.press('Enter');
    await panel.getByRole('checkbox', { name: /^Done: Stretch/i }).waitFor();
    const inBerlin = await panel
      .locator('li')
      .filter({ hasText: /stretch/i })
      .first()
      .innerText();
    expect(inBerlin).toMatch(/every day at 8:00 AM/);
    expect(inBerlin).not.toMatch(/\(Berlin\)/);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'UTC' });
    await panel.reload();
    await tab('Tasks');
    const row = panel
      .locator('li')
      .filter({ hasText: /stretch/i })
      .first();
    await row.waitFor();
    // 8:00 in Berlin is 7:00 UTC in winter, 6:00 in summer: the rule says where it lives.
    expect(await row.locator('.repeats').innerText()).toMatch(/every day at 8:00 AM \(Berlin\)/);
    expect(await row.locator('.due').innerText()).toMatch(/[67]:00 AM/);
    await cdp.detach();
    await readsPlainly('Tasks with a rule from another zone');
  });

  it('Activity: an edit says what changed, filters are in words, and nothing reads as a log', async () => {
    await tab('Activity');
    const what = panel.getByRole('combobox', { name: 'What happened' });
    await what.waitFor();
    const options = await what.locator('option').allInnerTexts();
    expect(options).toEqual(expect.arrayContaining(['Added', 'Changed', 'Completed or reopened', 'Deleted', 'Reminders', 'Imports', 'Sync']));
    expect(await panel.getByRole('combobox', { name: 'Who' }).locator('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['You', 'Quick-add', 'Reminders', 'Sync', 'The assistant (any model)']),
    );
    await what.selectOption({ label: 'Changed' });
    const edit = panel.locator('.audit-entry').filter({ hasText: 'Pay rent' }).first();
    await edit.waitFor();
    expect(await edit.locator('.audit-changes').innerText()).toMatch(/due .+ → .+/);
    await what.selectOption({ label: 'Anything' });
    await panel.locator('.audit-entry').filter({ hasText: /undid/ }).first().waitFor();
    await readsPlainly('Activity');
    // The separator before an entry's time is for screen readers only: no dot is seen alone on a line.
    const seenDots = await panel.locator('.audit-entry summary').evaluateAll(
      (summaries) =>
        summaries.flatMap((summary) =>
          [...summary.querySelectorAll('*')].filter((element) => {
            const box = element.getBoundingClientRect();
            return element.textContent?.trim() === '·' && box.width > 1 && box.height > 1;
          }),
        ).length,
    );
    expect(seenDots).toBe(0);
    expect(await seriousAxeViolations(panel)).toEqual([]);
  });
});
