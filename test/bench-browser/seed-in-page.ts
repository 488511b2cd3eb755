/**
 * Seeds the extension's IndexedDB with a year of daily use, from inside an
 * extension page (`page.evaluate(seedInPage, spec)`): raw IndexedDB, one
 * transaction per `batch` rows, into an existing, empty database: the
 * harness makes it a version 1 one (test/e2e/support/seed-v1-todos.ts), so
 * the rows are in the version 1 shape and the extension's own upgrade derives
 * what later versions add when it first opens it. Shapes follow lib/db/entities.ts and
 * what the agent really stores (lib/conversations/messages.ts,
 * lib/tools/execute-tool.ts, lib/agent/approval-records.ts):
 * user text, assistant text, tool calls, tool results, approvals; one
 * `list_tasks` result in `bigListEvery` is an old-shape whole-list output of
 * about 90-130 KB, in the message log and in the audit log alike.
 * Deterministic: the same spec gives the same data. Self-contained (it is
 * serialised into the page).
 */

export interface SeedSpec {
  tasks: number;
  pendingShare: number;
  conversations: number;
  messages: number;
  openConversationMessages: number;
  audit: number;
  batch: number;
  bigListEvery: number;
  /** Epoch ms; the data spans the year before it. */
  now: number;
  seed: number;
}

export interface SeedOutcome {
  ms: number;
  dbVersion: number;
  counts: Record<string, number>;
  /** Approximate stored size (JSON length) per store, in MB. */
  megabytes: Record<string, number>;
  bigLists: { messages: number; audit: number; largestKB: number };
  openConversationId: string;
  /** The text of message 1 of the open conversation. */
  firstMessageText: string;
  /** The text of its newest message. */
  newestMessageText: string;
}

export async function seedInPage(spec: SeedSpec): Promise<SeedOutcome> {
  const started = performance.now();
  // --- deterministic randomness -------------------------------------------
  let state = spec.seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const iso = (ms: number) => new Date(ms).toISOString();
  const DAY = 86_400_000;
  const yearStart = spec.now - 365 * DAY;

  // --- vocabulary -----------------------------------------------------------
  const verbs = [
    'Buy',
    'Call',
    'Email',
    'Pay',
    'Book',
    'Review',
    'Fix',
    'Clean',
    'Plan',
    'Write',
    'Read',
    'Send',
    'Renew',
    'Schedule',
    'Return',
    'Order',
    'Pick up',
    'Prepare',
    'Update',
    'Cancel',
  ];
  const objects = [
    'milk',
    'the plumber',
    'rent',
    'dentist appointment',
    'quarterly report',
    'the car',
    'garage',
    'birthday party',
    'invoice to ACME',
    'library books',
    'passport',
    'insurance',
    'groceries',
    'slides for Monday',
    'tax return',
    'flight to Berlin',
    'gym membership',
    'the kids from school',
    'team offsite',
    'blog post draft',
    'bike tyres',
    'the landlord',
    'photos from the trip',
    'vet appointment',
  ];
  const suffixes = ['', '', '', ' before Friday', ' for mom', ' again', ' next week', ' with Sam', ' and Alex', ' (second try)'];
  const sentences = [
    'Remember to bring the receipt.',
    'Ask about the discount they mentioned on the phone.',
    'Check the email thread from last week first.',
    'The form is in the blue folder on the shelf.',
    'Needs the account number and the reference from the last letter.',
    'Only possible on weekdays between 9 and 5.',
    'Sam has the spare key.',
    'Compare at least three offers before deciding.',
    'Follow up if there is no answer by Thursday.',
    'Write down what was agreed so we can refer to it later.',
  ];
  const tagNames = ['home', 'work', 'errands', 'health', 'finance', 'family', 'garden', 'car', 'reading', 'travel', 'school', 'shopping'];
  const chatter = ['thanks!', 'good morning', 'what can you do?', 'ok great', 'never mind', 'how busy is my week?', 'remind me what I planned for the weekend'];
  const replies = [
    'You are welcome. Tell me whenever you want to add or change something.',
    'Good morning! You have a few tasks due today; ask me to list them when you are ready.',
    'I can add, find, change, complete and delete your tasks, with due dates, priorities and tags. Deleting or renaming needs your approval.',
    'Alright.',
  ];

  // --- tasks ----------------------------------------------------------------
  interface Task {
    id: number;
    title: string;
    description?: string;
    status: 'pending' | 'completed';
    priority: 1 | 2 | 3 | 4;
    dueAt?: string;
    tags: string[];
    createdAt: string;
    updatedAt: string;
    completedAt?: string;
  }
  const tasks: Task[] = [];
  for (let id = 1; id <= spec.tasks; id++) {
    const created = yearStart + (id / spec.tasks) * 364 * DAY + int(0, 3_600_000);
    const pendingChance = Math.min(0.95, spec.pendingShare * 2 * (id / spec.tasks));
    const pending = chance(pendingChance);
    const done = pending ? undefined : Math.min(spec.now - DAY, created + int(0, 20) * DAY + int(0, 8) * 3_600_000);
    const r = random();
    const task: Task = {
      id,
      title: `${pick(verbs)} ${pick(objects)}${pick(suffixes)}`,
      status: pending ? 'pending' : 'completed',
      priority: r < 0.05 ? 1 : r < 0.2 ? 2 : r < 0.45 ? 3 : 4,
      tags: Array.from(new Set(Array.from({ length: int(0, 3) }, () => pick(tagNames)))),
      createdAt: iso(created),
      updatedAt: iso(done ?? created),
    };
    if (chance(0.4)) task.description = Array.from({ length: int(1, 6) }, () => pick(sentences)).join(' ');
    if (chance(0.5)) task.dueAt = iso(Math.floor((created + int(-2, 30) * DAY) / 3_600_000) * 3_600_000);
    if (done !== undefined) task.completedAt = iso(done);
    tasks.push(task);
  }
  const view = (task: Task) => ({
    id: task.id,
    title: task.title,
    status: task.status,
    priority: task.priority,
    ...(task.dueAt ? { dueAt: task.dueAt } : {}),
    ...(task.tags.length ? { tags: task.tags } : {}),
    ...(task.description ? { description: task.description } : {}),
    ...(task.completedAt ? { completedAt: task.completedAt } : {}),
  });
  const anyTask = () => tasks[int(0, tasks.length - 1)]!;
  const describedTasks = tasks.filter((task) => task.description);

  // Old-shape whole-list outputs, 90-130 KB each: a few variants, reused.
  const bigOutputs = Array.from({ length: 12 }, () => {
    const target = int(90_000, 130_000);
    const listed: ReturnType<typeof view>[] = [];
    let size = 40;
    while (size < target) {
      const item = view(chance(0.7) ? pick(describedTasks) : anyTask());
      listed.push(item);
      size += JSON.stringify(item).length + 1;
    }
    return { output: { count: listed.length, tasks: listed }, kb: size / 1000 };
  });
  const listOutput = (big: boolean) => {
    if (big) return pick(bigOutputs).output;
    const count = Math.floor(50 * random() ** 2);
    const listed = Array.from({ length: count }, () => view(anyTask()));
    return count === 50 ? { count, tasks: listed, truncated: true, note: `Only the newest ${count} are listed; narrow with query, tag or due.` } : { count, tasks: listed };
  };

  // --- conversations and turns ------------------------------------------------
  type TurnKind = 'plain' | 'double' | 'tool' | 'approval';
  const SIZE: Record<TurnKind, number> = { plain: 2, double: 3, tool: 4, approval: 5 };
  interface Turn {
    conversation: number;
    at: number;
    kind: TurnKind;
  }
  const conversationIds = Array.from({ length: spec.conversations }, () => uuid());
  const openIndex = spec.conversations - 1;
  const others = spec.conversations - 1;
  const weights = Array.from({ length: others }, () => Math.exp((random() + random() + random() - 1.5) * 2));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const otherMessages = spec.messages - spec.openConversationMessages;
  const sizes = weights.map((w) => Math.max(2, Math.round((otherMessages * w) / weightSum)));
  let surplus = sizes.reduce((a, b) => a + b, 0) - otherMessages;
  for (let i = 0; surplus !== 0; i = (i + 1) % others) {
    const step = surplus > 0 ? -1 : 1;
    if (sizes[i]! + step >= 2) {
      sizes[i]! += step;
      surplus += step;
    }
  }
  sizes.push(spec.openConversationMessages);

  const pickKind = (): TurnKind => {
    const r = random();
    return r < 0.35 ? 'plain' : r < 0.93 ? 'tool' : r < 0.98 ? 'approval' : 'double';
  };
  /** Turn kinds whose message counts add up to exactly `total`. */
  const kindsFor = (total: number): TurnKind[] => {
    const kinds: TurnKind[] = [];
    let left = total;
    while (left > 0) {
      if (left <= 5) {
        kinds.push(left === 2 ? 'plain' : left === 3 ? 'double' : left === 4 ? 'tool' : 'approval');
        break;
      }
      let kind = pickKind();
      if (left - SIZE[kind] === 1) kind = 'plain';
      kinds.push(kind);
      left -= SIZE[kind];
    }
    return kinds;
  };

  const turns: Turn[] = [];
  conversationIds.forEach((_, conversation) => {
    const isOpen = conversation === openIndex;
    let kinds = kindsFor(sizes[conversation]!);
    if (isOpen) {
      // Message 1 is the user's, the newest is the assistant's: both plain text the harness looks for.
      kinds = kindsFor(sizes[conversation]! - 4);
      kinds = ['plain', ...kinds, 'plain'];
    }
    const start = isOpen ? yearStart : yearStart + random() * (spec.now - yearStart - 3 * DAY);
    const end = isOpen ? spec.now - 120_000 : Math.min(spec.now - 3_600_000, start + int(10, 14_400) * 60_000);
    const times = kinds.map(() => start + random() * (end - start)).sort((a, b) => a - b);
    if (isOpen) {
      times[0] = start;
      times[times.length - 1] = end;
    }
    kinds.forEach((kind, index) => turns.push({ conversation, at: times[index]!, kind }));
  });
  turns.sort((a, b) => a.at - b.at);

  // --- database -----------------------------------------------------------------
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('todo-assistant');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onupgradeneeded = () => {
      request.transaction?.abort();
      reject(new Error('There is no database to seed: create the version 1 database first.'));
    };
  });
  const stores = ['todos', 'conversations', 'messages', 'audit', 'approvals'];
  for (const store of stores) {
    if (!db.objectStoreNames.contains(store)) throw new Error(`The database has no "${store}" store.`);
  }
  const count = (store: string) =>
    new Promise<number>((resolve, reject) => {
      const request = db.transaction(store).objectStore(store).count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  for (const store of stores) {
    if ((await count(store)) > 0) throw new Error(`The "${store}" store is not empty: seed a fresh profile.`);
  }
  const megabytes: Record<string, number> = {};
  const write = (store: string, rows: readonly object[]) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction(store, 'readwrite', { durability: 'relaxed' });
      const objects = tx.objectStore(store);
      let bytes = 0;
      for (const row of rows) {
        objects.add(row);
        bytes += JSON.stringify(row).length;
      }
      megabytes[store] = (megabytes[store] ?? 0) + bytes / 1e6;
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error(`writing ${store} was aborted`));
    });
  const batched = async (store: string, rows: Iterable<object>) => {
    let buffer: object[] = [];
    for (const row of rows) {
      buffer.push(row);
      if (buffer.length === spec.batch) {
        await write(store, buffer);
        buffer = [];
      }
    }
    if (buffer.length) await write(store, buffer);
  };

  await batched('todos', tasks);

  // --- messages, approvals and the assistant's audit entries ----------------------
  const firstMessageText = 'Let us plan my week (message 1 of this conversation)';
  const newestMessageText = 'That is everything for today (the newest seeded message).';
  interface AuditSource {
    at: number;
    row: Record<string, unknown>;
  }
  const auditRows: AuditSource[] = [];
  const approvals: object[] = [];
  const lastAt = new Map<number, number>();
  const firstText = new Map<number, string>();
  let bigInMessages = 0;
  let bigInAudit = 0;
  let listCalls = 0;

  function* messageRows(): Generator<object> {
    let id = 0;
    for (const [turnIndex, turn] of turns.entries()) {
      const conversationId = conversationIds[turn.conversation]!;
      const isOpen = turn.conversation === openIndex;
      const at = iso(turn.at);
      const base = (role: string, content: unknown, offsetMs: number, assistant = false) => ({
        id: ++id,
        conversationId,
        role,
        content,
        createdAt: iso(turn.at + offsetMs),
        ...(assistant ? { engine: 'remote' } : {}),
      });
      lastAt.set(turn.conversation, turn.at);
      const first = !firstText.has(turn.conversation);
      if (turn.kind === 'plain' || turn.kind === 'double') {
        const text = isOpen && first ? firstMessageText : pick(chatter);
        if (first) firstText.set(turn.conversation, text);
        yield base('user', text, 0);
        if (turn.kind === 'double') yield base('user', 'and also, what is due tomorrow?', 4000);
        const last = isOpen && turn.at >= spec.now - 120_000;
        yield base('assistant', [{ type: 'text', text: last ? newestMessageText : pick(replies) }], 900, true);
        continue;
      }
      const toolCallId = `call_${turnIndex}_0`;
      const task = anyTask();
      const r = random();
      const tool = turn.kind === 'approval' ? 'delete_task' : r < 0.4 ? 'add_task' : r < 0.7 ? 'list_tasks' : r < 0.9 ? 'complete_task' : 'update_task';
      let input: Record<string, unknown>;
      let userText: string;
      let output: Record<string, unknown>;
      let replyText: string;
      let before: Task | undefined;
      let after: Task | undefined;
      let risk = 'medium';
      switch (tool) {
        case 'add_task':
          input = { title: task.title, priority: task.priority, ...(task.tags.length ? { tags: task.tags } : {}), ...(task.dueAt ? { dueAt: task.dueAt } : {}) };
          userText = `add ${task.title.toLowerCase()}${task.tags.map((tag) => ` #${tag}`).join('')}`;
          output = { message: `Created task #${task.id}: ${task.title}`, task: view(task) };
          replyText = `I added “${task.title}” as task #${task.id}.`;
          after = task;
          break;
        case 'list_tasks': {
          listCalls += 1;
          const big = listCalls % spec.bigListEvery === 0;
          input = pick([{ status: 'pending' }, { status: 'all' }, { due: 'today' }, { tag: pick(tagNames) }, { query: pick(objects) }]);
          userText = pick(["what's on my list?", 'what is due today?', 'show me everything', 'anything for work?', 'list my open tasks']);
          output = listOutput(big);
          if (big) {
            bigInMessages += 1;
            bigInAudit += 1;
          }
          replyText = `You have ${String(output.count)} matching tasks. The first ones are: ${(output.tasks as { title: string }[])
            .slice(0, 5)
            .map((item) => item.title)
            .join('; ')}.`;
          risk = 'low';
          break;
        }
        case 'complete_task':
          input = { task_id: task.id };
          userText = `I did ${task.title.toLowerCase()}`;
          after = { ...task, status: 'completed', completedAt: at, updatedAt: at };
          before = { ...task, status: 'pending' };
          delete before.completedAt;
          output = { message: `Completed task #${task.id}: ${task.title}`, task: view(after) };
          replyText = `Nice! “${task.title}” is done.`;
          break;
        case 'update_task':
          input = { task_id: task.id, priority: 2 };
          userText = `make ${task.title.toLowerCase()} priority 2`;
          before = task;
          after = { ...task, priority: 2, updatedAt: at };
          output = { message: `Updated task #${task.id}: ${task.title}`, task: view(after) };
          replyText = `“${task.title}” now has priority 2.`;
          break;
        default:
          input = { task_id: task.id };
          userText = `delete the ${task.title.toLowerCase()} task`;
          before = task;
          output = { message: `Deleted task #${task.id}: ${task.title}` };
          replyText = `Deleted “${task.title}”.`;
          risk = 'high';
      }
      if (first) firstText.set(turn.conversation, userText);
      yield base('user', userText, 0);
      const call = { type: 'tool-call', toolCallId, toolName: tool, input };
      const auditBase = { conversationId, toolName: tool, toolCallId, input, risk, engine: 'remote' };
      if (turn.kind === 'approval') {
        const approvalId = `aitxt-${hex(24)}`;
        const approved = chance(0.8);
        const decidedAt = iso(turn.at + 30_000);
        const reason = 'The user rejected this action.';
        approvals.push({
          id: approvalId,
          conversationId,
          toolCallId,
          toolName: tool,
          input,
          createdAt: iso(turn.at + 500),
          expiresAt: iso(turn.at + 500 + 10 * 60_000),
          status: approved ? 'approved' : 'denied',
          engine: 'remote',
          decidedAt,
        });
        yield base('assistant', [call, { type: 'tool-approval-request', approvalId, toolCallId }], 500, true);
        yield base('tool', [{ type: 'tool-approval-response', approvalId, approved, ...(approved ? {} : { reason }) }], 30_000, true);
        const result = approved ? { type: 'json', value: output } : { type: 'execution-denied', reason };
        yield base('tool', [{ type: 'tool-result', toolCallId, toolName: tool, output: result }], 30_050, true);
        yield base('assistant', [{ type: 'text', text: approved ? replyText : 'Understood, I kept it.' }], 30_600, true);
        auditRows.push({
          at: turn.at + 30_040,
          row: approved
            ? { ...auditBase, at: iso(turn.at + 30_040), approval: { required: true, decision: 'approved', decidedAt }, status: 'ok', output, before }
            : { ...auditBase, at: decidedAt, approval: { required: true, decision: 'denied', decidedAt }, status: 'denied', error: reason },
        });
        continue;
      }
      yield base('assistant', [call], 600, true);
      yield base('tool', [{ type: 'tool-result', toolCallId, toolName: tool, output: { type: 'json', value: output } }], 650, true);
      yield base('assistant', [{ type: 'text', text: replyText }], 1200, true);
      auditRows.push({
        at: turn.at + 640,
        row: { ...auditBase, at: iso(turn.at + 640), approval: { required: false }, status: 'ok', output, ...(before ? { before } : {}), ...(after ? { after } : {}) },
      });
    }
  }
  await batched('messages', messageRows());

  const conversations = conversationIds.map((id, index) => {
    const text = firstText.get(index) ?? 'New conversation';
    const firstTurn = turns.find((turn) => turn.conversation === index);
    return {
      id,
      title: text.length <= 60 ? text : `${text.slice(0, 59)}…`,
      createdAt: iso(firstTurn?.at ?? yearStart),
      updatedAt: iso((lastAt.get(index) ?? yearStart) + 1200),
    };
  });
  await batched('conversations', conversations);
  await batched('approvals', approvals);

  // --- the rest of the audit log: people acting in the Tasks view and quick-add --------
  const manualCount = Math.max(0, spec.audit - auditRows.length);
  for (let i = 0; i < manualCount; i++) {
    const at = yearStart + random() * (spec.now - yearStart - DAY);
    const task = anyTask();
    const r = random();
    const engine = r < 0.12 ? 'quick-add' : 'manual';
    const when = iso(at);
    const approval = { required: false };
    let row: Record<string, unknown>;
    if (engine === 'quick-add' || r < 0.4) {
      row = {
        toolName: 'add_task',
        input: { title: task.title, priority: task.priority, tags: task.tags },
        risk: 'medium',
        status: 'ok',
        output: { message: `Created task #${task.id}: ${task.title}`, task: view(task) },
        after: task,
      };
    } else if (r < 0.75) {
      const after: Task = { ...task, status: 'completed', completedAt: when, updatedAt: when };
      row = {
        toolName: 'complete_task',
        input: { task_id: task.id },
        risk: 'medium',
        status: 'ok',
        output: { message: `Completed task #${task.id}: ${task.title}`, task: view(after) },
        before: task,
        after,
      };
    } else if (r < 0.9) {
      const after = { ...task, title: `${task.title} (edited)`, updatedAt: when };
      row = {
        toolName: 'update_task',
        input: { task_id: task.id, title: after.title },
        risk: 'high',
        status: 'ok',
        output: { message: `Updated task #${task.id}: ${after.title}`, task: view(after) },
        before: task,
        after,
      };
    } else if (r < 0.95) {
      row = { toolName: 'delete_task', input: { task_id: task.id }, risk: 'high', status: 'ok', output: { message: `Deleted task #${task.id}: ${task.title}` }, before: task };
    } else if (r < 0.98) {
      const after: Task = { ...task, status: 'pending', updatedAt: when };
      row = {
        toolName: 'reopen_task',
        input: { task_id: task.id },
        risk: 'medium',
        status: 'ok',
        output: { message: `Reopened task #${task.id}: ${task.title}`, task: view(after) },
        before: task,
        after,
      };
    } else {
      row = { toolName: 'complete_task', input: { task_id: task.id + spec.tasks }, risk: 'medium', status: 'error', error: `There is no task #${task.id + spec.tasks}.` };
    }
    auditRows.push({ at, row: { at: when, ...row, approval, engine } });
  }
  auditRows.sort((a, b) => a.at - b.at);
  let auditId = 0;
  await batched(
    'audit',
    (function* () {
      for (const source of auditRows.splice(0, spec.audit)) yield { ...source.row, id: ++auditId };
    })(),
  );

  const counted: Record<string, number> = {};
  for (const store of stores) counted[store] = await count(store);
  const version = db.version;
  db.close();
  return {
    ms: performance.now() - started,
    dbVersion: version,
    counts: counted,
    megabytes: Object.fromEntries(Object.entries(megabytes).map(([store, mb]) => [store, Math.round(mb * 10) / 10])),
    bigLists: { messages: bigInMessages, audit: bigInAudit, largestKB: Math.round(Math.max(...bigOutputs.map((big) => big.kb))) },
    openConversationId: conversationIds[openIndex]!,
    firstMessageText,
    newestMessageText,
  };
}
