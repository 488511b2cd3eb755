import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkInvariants, INVARIANTS, tagOfUserMessage, unansweredTurns, type ChaosSnapshot } from './support/chaos-invariants';
import { seededRandom } from '../support/seeded-random';
import { answerFromPlans, NEEDS_APPROVAL, planTurn, type TurnKind, type TurnPlan } from './support/chaos-script';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { openNewChat, remoteSettings, saveSettings } from './support/remote-chat';

/*
 * A seeded random run of chat turns against the scripted model server
 * (adds, edits, deletes and renames with approvals, two-step calls, memory,
 * undo) while, at random moments, the service worker is stopped, the panel
 * reloads, the connection to the model server drops, or a second panel sends
 * at the same time. After every turn the database is checked against the
 * invariants of support/chaos-invariants.ts.
 *
 * CHAOS_TURNS (default 10) turns for each of CHAOS_SEEDS (default 3) random
 * seeds (under CI=true, three fixed ones unless CHAOS_SEEDS is set); CHAOS_SEED=<n> replays one seed
 * (printed at the start of each run).
 */
const TURNS = Number(process.env.CHAOS_TURNS ?? 10);
// Under CI the same seeds every run (a red CI must mean the commit, not the dice, as for fast-check in
// test/setup.ts); locally new ones each time, to keep finding what the fixed ones do not.
const CI_SEEDS = [20261127, 20261128, 20261129];
const SEEDS = process.env.CHAOS_SEED
  ? [Number(process.env.CHAOS_SEED)]
  : process.env.CI && !process.env.CHAOS_SEEDS
    ? CI_SEEDS
    : Array.from({ length: Number(process.env.CHAOS_SEEDS ?? 3) }, () => Math.floor(Math.random() * 2 ** 31));
/** How long a turn may take to be answered, interruptions and retries included. */
const SETTLE_MS = 45_000;

interface Figures {
  seed: number;
  turns: number;
  workerStops: number;
  reloads: number;
  drops: number;
  concurrentSends: number;
  approvals: number;
  retries: number;
  resends: number;
  invariantChecks: number;
  failures: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every table the invariants read, in one transaction; the connection is closed after. Self-contained: runs in the page. */
function snapshotInPage(): Promise<unknown> {
  return new Promise((done, fail) => {
    const open = indexedDB.open('todo-assistant');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const database = open.result;
      const stores = ['messages', 'audit', 'approvals', 'todos', 'memories'];
      const tx = database.transaction(stores);
      const result: Record<string, unknown[]> = {};
      for (const store of stores) {
        const request = tx.objectStore(store).getAll();
        request.onsuccess = () => {
          result[store] = request.result as unknown[];
        };
      }
      tx.oncomplete = () => {
        database.close();
        done(result);
      };
      tx.onerror = () => {
        database.close();
        fail(tx.error);
      };
    };
  });
}

async function runSeed(seed: number): Promise<Figures> {
  const random = seededRandom(seed);
  const figures: Figures = { seed, turns: 0, workerStops: 0, reloads: 0, drops: 0, concurrentSends: 0, approvals: 0, retries: 0, resends: 0, invariantChecks: 0, failures: 0 };
  const server: FakeOpenAIServer = await startFakeOpenAIServer();
  const session: ExtensionSession = await launchExtension();
  const plans = new Map<string, TurnPlan>();
  server.respond = (body) => answerFromPlans(plans, body);
  const sent: string[][] = [];
  const log: string[] = [];
  try {
    await saveSettings(session, remoteSettings(server.baseURL));
    const reader = await session.openPage('privacy.html');
    const panelA = await openNewChat(session);
    // The second panel opens on the same (latest) conversation.
    const panelB = await session.openPage('sidepanel.html');
    await panelB.getByRole('textbox', { name: 'Message' }).waitFor();
    const panels = [panelA, panelB];

    const snapshot = async (): Promise<ChaosSnapshot> => (await reader.evaluate(snapshotInPage)) as ChaosSnapshot;
    const fail = (why: string): never => {
      figures.failures += 1;
      throw new Error(`chaos seed ${seed} (replay: CHAOS_SEED=${seed} npm run test:chaos): ${why}\n${log.slice(-20).join('\n')}`);
    };
    const check = async (when: string) => {
      const problems = checkInvariants(await snapshot(), sent);
      figures.invariantChecks += INVARIANTS.length;
      if (problems.length > 0) fail(`after ${when}:\n${problems.join('\n')}`);
    };
    const stopWorker = async () => {
      figures.workerStops += 1;
      await session.stopServiceWorker();
    };
    const reload = async (page: Page) => {
      figures.reloads += 1;
      await page.reload();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
    };
    const type = async (page: Page, text: string) => {
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.fill(text);
      await box.press('Enter');
    };

    /** Answers what a person would answer until every tag's turn has its final answer: Approve, Retry, or Send again when the text came back. */
    const settle = async (tags: string[]) => {
      const deadline = Date.now() + SETTLE_MS;
      const retrySince = new Map<Page, number>();
      for (;;) {
        const state = await snapshot();
        const open = unansweredTurns(state.messages, tags);
        const pending = state.approvals.filter((approval) => approval.status === 'pending').length;
        if (open.length === 0 && pending === 0) return;
        if (Date.now() > deadline) {
          for (const page of panels)
            log.push(
              `panel: ${(
                await page
                  .locator('body')
                  .innerText()
                  .catch(() => '(reloading)')
              ).slice(-300)}`,
            );
          log.push(`approvals: ${JSON.stringify(state.approvals.filter((approval) => approval.status === 'pending'))}`);
          log.push(`last messages: ${JSON.stringify(state.messages.slice(-4))}`);
          log.push(`last requests: ${JSON.stringify(server.requests.slice(-3).map((request) => [request.path, request.body?.messages.slice(-2)]))}`);
        }
        if (Date.now() > deadline) fail(`turn ${open.join(', ') || tags.join(', ')} not answered within ${SETTLE_MS / 1000} s (${pending} approvals pending)`);
        const stored = new Set(state.messages.map(tagOfUserMessage).filter(Boolean));
        for (const page of panels) {
          try {
            const approveAll = page.getByRole('button', { name: 'Approve all' });
            const approve = page.getByRole('region', { name: 'Approval required' }).getByRole('button', { name: 'Approve' }).first();
            if (await approveAll.isVisible()) {
              // Playwright's click waits for animation frames, which a background tab does not get.
              await page.bringToFront();
              await approveAll.click({ timeout: 1000 });
              figures.approvals += 1;
              continue;
            }
            if (await approve.isVisible()) {
              await page.bringToFront();
              await approve.click({ timeout: 1000 });
              figures.approvals += 1;
              continue;
            }
            const box = page.getByRole('textbox', { name: 'Message' });
            const left = await box.inputValue({ timeout: 1000 });
            const leftTag = /^\[(c\d+b?)\]/.exec(left)?.[1];
            if (leftTag && tags.includes(leftTag) && !stored.has(leftTag)) {
              // The message came back to the box unsaved: send it again, as a person would.
              log.push(`resend ${leftTag}`);
              figures.resends += 1;
              await box.press('Enter');
              continue;
            }
            const retry = page.getByRole('button', { name: 'Retry' });
            if (await retry.isVisible()) {
              const since = retrySince.get(page) ?? Date.now();
              retrySince.set(page, since);
              if (Date.now() - since > 1000) {
                log.push('retry');
                figures.retries += 1;
                retrySince.delete(page);
                await page.bringToFront();
                await retry.click({ timeout: 1000 });
              }
            } else retrySince.delete(page);
          } catch (error) {
            // The page is reloading or the button went away meanwhile: look again.
            log.push(`nudge: ${String(error).split('\n')[0]}`);
          }
        }
        await sleep(300);
      }
    };

    const pendingTaskIds = async () => (await snapshot()).todos.filter((todo) => todo.status === 'pending').map((todo) => todo.id);

    const KINDS: TurnKind[] = ['add', 'add', 'multi', 'edit', 'rename', 'delete', 'remember', 'undo', 'chat'];
    for (let turn = 0; turn < TURNS; turn++) {
      const tag = `c${turn}`;
      const ids = await pendingTaskIds();
      let kind = random.pick(KINDS);
      if (['edit', 'rename', 'delete'].includes(kind) && ids.length === 0) kind = 'add';
      const plan = planTurn(tag, kind, { taskId: ids.length ? random.pick(ids) : undefined, slow: random.next() < 0.5, priority: 1 + random.int(4) });
      plans.set(tag, plan);
      const texts = [plan.text];
      const roll = random.next();
      const delay = random.int(1500);
      const page = panelA;
      log.push(`turn ${tag} ${kind} roll=${roll.toFixed(2)} delay=${delay}`);

      if (NEEDS_APPROVAL.includes(kind) && roll < 0.4) {
        // Stopped (and maybe reloaded) while the approval waits.
        sent.push(texts);
        await type(page, plan.text);
        await page.getByRole('region', { name: 'Approval required' }).first().waitFor({ timeout: SETTLE_MS });
        await stopWorker();
        if (random.next() < 0.5) await reload(page);
      } else if (roll < 0.1) {
        // Stopped before the message is sent (and so before it is saved).
        await stopWorker();
        sent.push(texts);
        await type(page, plan.text);
      } else if (roll < 0.3) {
        // Stopped at a random moment of the turn: saving, streaming, between steps, in a tool.
        sent.push(texts);
        await type(page, plan.text);
        await sleep(delay);
        await stopWorker();
      } else if (roll < 0.42) {
        sent.push(texts);
        await type(page, plan.text);
        await sleep(delay);
        await reload(page);
      } else if (roll < 0.54) {
        sent.push(texts);
        await type(page, plan.text);
        await sleep(delay / 3);
        figures.drops += 1;
        server.dropConnections();
      } else if (roll < 0.66 && !NEEDS_APPROVAL.includes(kind)) {
        // The second panel sends in the same conversation at the same moment.
        const other = planTurn(`${tag}b`, random.pick<TurnKind>(['add', 'chat', 'remember']), { slow: random.next() < 0.5 });
        plans.set(other.tag, other);
        texts.push(other.text);
        sent.push(texts);
        figures.concurrentSends += 1;
        await Promise.all([type(page, plan.text), type(panelB, other.text)]);
      } else {
        sent.push(texts);
        await type(page, plan.text);
      }
      await settle(texts.map((text) => /^\[(c\d+b?)\]/.exec(text)![1]!));
      figures.turns += 1;
      // The second panel opened before the conversation had a message: reloaded, it shows the conversation, so it sends into it.
      if (turn === 0) await panelB.reload();
      await check(`turn ${tag} (${kind})`);
    }

    // The conversation still answers the next message, with nothing in the way.
    const last = planTurn(`c${TURNS}`, 'chat', {});
    plans.set(last.tag, last);
    sent.push([last.text]);
    await type(panelA, last.text);
    await settle([last.tag]);
    await check('the last message');
    return figures;
  } catch (error) {
    if (figures.failures === 0) figures.failures = 1;
    console.log(`chaos seed ${seed} failed: ${JSON.stringify(figures)}`);
    throw error;
  } finally {
    await session.close();
    await server.close();
  }
}

it(
  `survives ${TURNS} random turns with interruptions, for ${SEEDS.length} seed${SEEDS.length === 1 ? '' : 's'} (${SEEDS.join(', ')})`,
  { timeout: 120_000 + TURNS * SEEDS.length * 20_000 },
  async () => {
    const all: Figures[] = [];
    for (const seed of SEEDS) {
      console.log(`chaos seed ${seed}: ${TURNS} turns (replay: CHAOS_SEED=${seed} CHAOS_TURNS=${TURNS} npm run test:chaos)`);
      all.push(await runSeed(seed));
      console.log(`chaos seed ${seed}: ${JSON.stringify(all.at(-1))}`);
    }
    const total = (key: keyof Figures) => all.reduce((sum, figures) => sum + figures[key], 0);
    console.log(
      `chaos total: ${total('turns')} turns, ${total('workerStops')} worker stops, ${total('reloads')} reloads, ${total('drops')} dropped connections, ${total('concurrentSends')} concurrent sends, ${total('approvals')} approvals, ${total('retries')} Retry clicks, ${total('resends')} resends, ${total('invariantChecks')} invariant checks, ${total('failures')} failures`,
    );
    expect(total('failures')).toBe(0);
  },
);
