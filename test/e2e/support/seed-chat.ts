export interface ChatSeed {
  /** The large conversation: the most recently active one, so the panel opens on it. */
  conversationId: string;
  title: string;
  /** How many messages it has; message n (1-based) reads `Seeded message n` where it has text. */
  messages: number;
  /** How many other, older conversations; their messages are interleaved (by id) with the large one's. */
  otherConversations: number;
}

/**
 * Seeds conversations straight into the extension's IndexedDB, run inside an
 * extension page after the app has opened the database:
 * `await page.evaluate(seedChatInPage, seed)`. One transaction, the shapes
 * `appendMessages` writes ({conversationId, role, content, createdAt, engine?}).
 * Every tenth message pair is a tool call and its result; every 100th message
 * of the large conversation is followed by one of another conversation.
 * Self-contained, since it is serialised into the page.
 */
export function seedChatInPage(seed: ChatSeed): Promise<void> {
  const base = Date.UTC(2026, 0, 1);
  const iso = (seconds: number) => new Date(base + seconds * 1000).toISOString();
  const otherId = (k: number) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;

  return new Promise((done, fail) => {
    const open = indexedDB.open('todo-assistant');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(['messages', 'conversations'], 'readwrite');
      tx.oncomplete = () => {
        open.result.close();
        done();
      };
      tx.onerror = () => fail(tx.error);
      const messages = tx.objectStore('messages');
      const conversations = tx.objectStore('conversations');

      for (let n = 1; n <= seed.messages; n++) {
        // Two messages of one turn share a timestamp, as appendMessages writes them.
        const createdAt = iso(Math.ceil(n / 2));
        const common = { conversationId: seed.conversationId, createdAt };
        const text = `Seeded message ${n}`;
        if (n % 20 === 4) {
          messages.add({ ...common, role: 'assistant', engine: 'offline', content: [{ type: 'tool-call', toolCallId: `seed-${n}`, toolName: 'list_tasks', input: {} }] });
        } else if (n % 20 === 5) {
          messages.add({
            ...common,
            role: 'tool',
            engine: 'offline',
            content: [{ type: 'tool-result', toolCallId: `seed-${n - 1}`, toolName: 'list_tasks', output: { type: 'json', value: { tasks: [], count: 0 } } }],
          });
        } else if (n % 2 === 1) {
          messages.add({ ...common, role: 'user', content: text });
        } else {
          messages.add({ ...common, role: 'assistant', engine: 'offline', content: [{ type: 'text', text }] });
        }
        if (n % 100 === 0 && seed.otherConversations > 0) {
          const k = (n / 100) % seed.otherConversations;
          messages.add({ conversationId: otherId(k), role: 'user', content: `Other conversation ${k}, message ${n}`, createdAt: iso(n) });
        }
      }
      for (let k = 0; k < seed.otherConversations; k++) {
        conversations.put({ id: otherId(k), title: `Other conversation ${k}`, createdAt: iso(k), updatedAt: iso(k) });
      }
      const last = iso(seed.messages);
      conversations.put({ id: seed.conversationId, title: seed.title, createdAt: iso(0), updatedAt: last });
    };
  });
}
