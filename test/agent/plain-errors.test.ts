import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { buildThread } from '@/lib/chat';
import { listMessages } from '@/lib/conversations';
import { CONVERSATION, eventsOf, harness, scriptedModel, streamedText, textStep, toolStep } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

const TITLE_SENTENCE = 'Titles can be up to 200 characters; the rest can go in the description.';
const longText = 'very long task description '.repeat(190).slice(0, 5000);
const RAW = /AI_|Type validation|too_big|"origin"|Invalid input/;

/** Every piece of text the chat shows for this conversation: the stored thread once the turn is saved. */
async function shownText(h: ReturnType<typeof harness>) {
  const thread = buildThread(await listMessages(h.db, CONVERSATION));
  return thread.map((item) => (item.kind === 'tool' ? item.summary : item.text));
}

describe('errors a user can cause are one plain sentence, never a raw dump', () => {
  it('a 5,000-character add with the offline assistant: one plain sentence, no AI_/zod text, not twice', async () => {
    const h = harness([], { provider: 'offline' });
    h.deps.models = undefined;

    await runTurn(h.deps, { conversationId: CONVERSATION, text: `add ${longText}` }, h.emit);

    const live = [...eventsOf(h.events, 'tool-error').map((event) => event.error), streamedText(h.events)];
    const stored = await shownText(h);
    for (const text of [...live, ...stored]) expect(text).not.toMatch(RAW);
    expect(live.join('\n').split(TITLE_SENTENCE)).toHaveLength(2);
    expect(stored.join('\n').split(TITLE_SENTENCE)).toHaveLength(2);
    expect(await h.db.todos.count()).toBe(0);
  });

  it('a remote model sending an invalid tool input: the card says it in a plain sentence, the detail stays in Details', async () => {
    const model = scriptedModel([toolStep([{ id: 'c1', name: 'add_task', input: { title: 'x'.repeat(300) } }]), textStep('That title was too long.')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add a long one' }, h.emit);

    const [toolError] = eventsOf(h.events, 'tool-error');
    expect(toolError!.error).toBe(TITLE_SENTENCE);
    expect(toolError!.detail).toMatch(/title/);
    const thread = buildThread(await listMessages(h.db, CONVERSATION));
    const card = thread.find((item) => item.kind === 'tool');
    expect(card).toMatchObject({ state: 'error', summary: TITLE_SENTENCE });
    // The model still learns what was wrong, to fix its call.
    expect(JSON.stringify(model.doStreamCalls[1]!.prompt)).toMatch(/200 characters/);
  });
});
