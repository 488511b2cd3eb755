import { beforeAll, expect, it } from 'vitest';
import { readStoreInPage } from './support/read-store';
import { openNewChat, remoteChatSuite, remoteSettings, saveSettings } from './support/remote-chat';
import { seedChatInPage } from './support/seed-chat';
import { openSettingsSections } from './support/chromium';

const chat = remoteChatSuite();
const FACT = 'My dentist is Dr. Okafor';

beforeAll(async () => {
  await saveSettings(chat.session, { ...remoteSettings(chat.server.baseURL), memory: { enabled: true, embeddingModel: 'test-embed' } });
});

const assistantSaid = (text: string) => chat.page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true });
const systemPromptOfLastTurn = () =>
  String(
    chat.server
      .chatRequests()
      .at(-1)!
      .messages.find((message) => message.role === 'system')?.content ?? '',
  );

interface StoredMemory {
  id: number;
  kind: string;
  text: string;
  conversationId?: string;
  fromMessageId?: number;
  toMessageId?: number;
  embedding?: { model: string };
}
const memories = async () => (await chat.page.evaluate(readStoreInPage, 'memories')) as StoredMemory[];

async function ask(question: string, answer: string) {
  chat.server.script({ text: answer });
  await chat.say(question);
  await assistantSaid(answer).waitFor();
}

it('a fact kept in one conversation is in the system prompt of a later, new conversation that asks about it', async () => {
  chat.server.script({ toolCalls: [{ name: 'remember', arguments: { text: FACT } }] }, { text: 'I will remember that.' });
  await chat.say('Remember that my dentist is Dr. Okafor');
  await assistantSaid('I will remember that.').waitFor();
  // Embedded in the background after the reply, with the server's embedding model.
  await expect.poll(async () => (await memories()).map((memory) => [memory.text, memory.embedding?.model]), { timeout: 15_000 }).toEqual([[FACT, 'remote:test-embed']]);

  const page = await openNewChat(chat.session);
  chat.server.script({ text: 'Your dentist is Dr. Okafor.' });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Who is my dentist?');
  await box.press('Enter');
  await page.getByRole('log', { name: 'Messages' }).getByText('Your dentist is Dr. Okafor.', { exact: true }).waitFor();
  expect(systemPromptOfLastTurn()).toContain(FACT);
  expect(chat.server.embeddingRequests().some((inputs) => inputs.includes('Who is my dentist?'))).toBe(true);
  await page.close();
});

it('finds the fact by its words when the embeddings endpoint fails', async () => {
  chat.server.failEmbeddings(true);
  try {
    const before = chat.server.embeddingRequests().length;
    await ask('when is my dentist appointment?', 'Ask Dr. Okafor.');
    expect(chat.server.embeddingRequests().length).toBeGreaterThan(before);
    expect(systemPromptOfLastTurn()).toContain(FACT);
  } finally {
    chat.server.failEmbeddings(false);
  }
});

it('a 60-message conversation gets a summary record, and its message log keeps every message unchanged', async () => {
  const conversationId = '6a6a6a6a-0000-4000-8000-000000000060';
  await chat.page.evaluate(seedChatInPage, { conversationId, title: 'Long talk', messages: 60, otherConversations: 0 });
  const page = await chat.session.openPage('sidepanel.html');
  await page.getByRole('combobox').selectOption({ label: 'Long talk' });
  const seeded = ((await page.evaluate(readStoreInPage, 'messages')) as Array<{ id: number; conversationId: string }>).filter((m) => m.conversationId === conversationId);
  expect(seeded).toHaveLength(60);

  chat.server.summaryText = 'The user and the assistant talked about seeded messages.';
  chat.server.script({ text: 'Still here.' });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('are you still there?');
  await box.press('Enter');
  await page.getByRole('log', { name: 'Messages' }).getByText('Still here.', { exact: true }).waitFor();

  await expect
    .poll(async () => (await memories()).filter((memory) => memory.kind === 'summary' && memory.conversationId === conversationId).map((memory) => memory.text), {
      timeout: 15_000,
    })
    .toEqual(['The user and the assistant talked about seeded messages.']);
  const [summary] = (await memories()).filter((memory) => memory.kind === 'summary');
  expect(summary!.fromMessageId).toBe(seeded[0]!.id);
  const after = ((await page.evaluate(readStoreInPage, 'messages')) as Array<{ id: number; conversationId: string }>).filter((m) => m.conversationId === conversationId);
  expect(after.slice(0, 60)).toEqual(seeded);
  expect(after).toHaveLength(62);
  expect(
    chat.server
      .summaryRequests()
      .at(-1)!
      .messages.map((m) => JSON.stringify(m.content))
      .join('\n'),
  ).toContain('Seeded message 1');
  await page.close();
});

it('deleting a memory in Settings removes it from later prompts', async () => {
  await chat.page.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(chat.page);
  const item = chat.page.getByRole('list', { name: 'Memories' }).getByRole('listitem').filter({ hasText: FACT });
  await item.getByRole('button', { name: 'Delete', exact: true }).click();
  await item.waitFor({ state: 'detached' });
  expect((await memories()).map((memory) => memory.text)).not.toContain(FACT);

  await chat.page.getByRole('tab', { name: 'Chat' }).click();
  await chat.page.getByRole('button', { name: 'New conversation' }).click();
  await ask('Who is my dentist?', 'I do not know.');
  expect(systemPromptOfLastTurn()).not.toContain(FACT);
});
