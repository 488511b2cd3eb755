import { describe, expect, it } from 'vitest';
import { typedAnswer, type PendingCall } from '@/lib/agent/plain-answer';

/**
 * Every combination of how people open a yes or a no, the action word and
 * the object, against one pending call: whether it answers the call follows
 * from what the words name, never from the opening alone.
 */
const YES_OPENERS = ['yes', 'Yes,', 'ok', 'okay', 'sure', 'yep', 'yeah', 'go ahead and', 'ok sure,', 'alright', 'absolutely', 'yes please'];
const NO_OPENERS = ['no', 'No,', 'nope', 'nah', 'no,'];
const ACTIONS: Record<string, string[]> = {
  delete_task: ['delete', 'remove', 'erase', 'drop'],
  update_task: ['rename', 'change', 'update', 'move'],
  complete_task: ['complete', 'finish'],
  add_task: ['add'],
};
const SAME_TASK = ['it', 'that', 'this one', 'the task', 'task 1', '#1', '1', 'task #1'];
const OTHER_TASK = ['task 2', '#2', '2', 'task #12', '11'];

const deleteOfFirst: PendingCall = { toolName: 'delete_task', input: { task_id: 1 } };
const renameOfFirst: PendingCall = { toolName: 'update_task', input: { task_id: 1, title: 'Oat milk' } };

const cases = (openers: string[], pending: PendingCall, objects: string[]) =>
  openers.flatMap((opener) =>
    Object.entries(ACTIONS).flatMap(([tool, verbs]) =>
      verbs.flatMap((verb) => objects.map((object) => ({ text: `${opener} ${verb} ${object}`, sameAction: tool === pending.toolName }))),
    ),
  );

describe('a yes that names an action and a task', () => {
  const pending = [deleteOfFirst];
  const same = cases(YES_OPENERS, deleteOfFirst, SAME_TASK);
  const other = cases(YES_OPENERS, deleteOfFirst, OTHER_TASK);

  it(`approves the pending call only when both are its own (${same.length} phrasings naming its task)`, () => {
    for (const { text, sameAction } of same) {
      expect(typedAnswer(text, pending), text).toEqual(sameAction ? { approved: true, answers: pending } : undefined);
    }
  });

  it(`is a new message whenever it names another task (${other.length} phrasings)`, () => {
    for (const { text } of other) expect(typedAnswer(text, pending), text).toBeUndefined();
  });

  it('reads a rename the same way', () => {
    expect(typedAnswer('yes rename it', [renameOfFirst])).toEqual({ approved: true, answers: [renameOfFirst] });
    expect(typedAnswer('sure, change task 1', [renameOfFirst])).toEqual({ approved: true, answers: [renameOfFirst] });
    expect(typedAnswer('sure, rename 2', [renameOfFirst])).toBeUndefined();
    expect(typedAnswer('yes delete it', [renameOfFirst])).toBeUndefined();
  });
});

describe('a no that names an action and a task', () => {
  const pending = [deleteOfFirst];
  const phrasings = NO_OPENERS.flatMap((opener) =>
    Object.entries(ACTIONS).flatMap(([tool, verbs]) =>
      verbs.flatMap((verb) => [...SAME_TASK, ...OTHER_TASK].map((object) => ({ text: `${opener} don't ${verb} ${object}`, tool, object }))),
    ),
  );

  it(`rejects the pending call when it names only it, and is a new message otherwise (${phrasings.length} phrasings)`, () => {
    for (const { text, tool, object } of phrasings) {
      const answers = tool === 'delete_task' && SAME_TASK.includes(object);
      expect(typedAnswer(text, pending), text).toEqual(answers ? { approved: false, answers: pending } : undefined);
    }
  });

  it('"drop it" and "cancel that" at the start of a no mean never mind, whatever is pending', () => {
    for (const text of ['drop it', 'cancel that', 'forget it', 'drop that, thanks']) {
      expect(typedAnswer(text, [renameOfFirst]), text).toEqual({ approved: false, answers: [renameOfFirst] });
    }
  });
});

describe('a yes or a no that names nothing', () => {
  const plainYes = ['yes', 'y', 'OK!', 'sure.', 'yep go ahead', 'go for it', 'yes please do it', 'ok thanks', 'approve', 'sounds good'];
  const plainNo = ['no', 'n', 'nope, keep it', 'cancel', 'not now', 'no thanks', 'never mind', 'leave it alone', "don't", 'nah, changed my mind'];

  it.each(plainYes)('"%s" approves every pending call', (text) => {
    expect(typedAnswer(text, [deleteOfFirst, renameOfFirst])).toEqual({ approved: true, answers: [deleteOfFirst, renameOfFirst] });
  });
  it.each(plainNo)('"%s" rejects every pending call', (text) => {
    expect(typedAnswer(text, [deleteOfFirst, renameOfFirst])).toEqual({ approved: false, answers: [deleteOfFirst, renameOfFirst] });
  });
  it.each([...plainYes, ...plainNo])('"%s" answers nothing when nothing is pending', (text) => {
    expect(typedAnswer(text, [])).toBeUndefined();
  });
});

describe('with several calls pending', () => {
  const deleteOfSecond: PendingCall = { toolName: 'delete_task', input: { task_id: 2 } };
  const pending = [deleteOfFirst, deleteOfSecond, renameOfFirst];

  it('words that name some of them answer just those', () => {
    expect(typedAnswer('yes delete task 2', pending)).toEqual({ approved: true, answers: [deleteOfSecond] });
    expect(typedAnswer('yes delete them', pending)).toEqual({ approved: true, answers: [deleteOfFirst, deleteOfSecond] });
    expect(typedAnswer('ok rename it', pending)).toEqual({ approved: true, answers: [renameOfFirst] });
    expect(typedAnswer("no don't delete #1", pending)).toEqual({ approved: false, answers: [deleteOfFirst] });
  });

  it('words that name anything not pending answer none of them', () => {
    expect(typedAnswer('yes delete task 3', pending)).toBeUndefined();
    expect(typedAnswer('yes complete it', pending)).toBeUndefined();
    expect(typedAnswer('ok rename #2', pending)).toBeUndefined();
  });
});

describe('anything that is not a yes or a no', () => {
  it.each(['add milk', 'yes please delete the other one too', 'okay so add milk', 'delete task 1', 'what is pending?', ''])('"%s" answers nothing', (text) => {
    expect(typedAnswer(text, [deleteOfFirst])).toBeUndefined();
  });
});
