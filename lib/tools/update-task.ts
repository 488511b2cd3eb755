import { z } from 'zod';
import { getTodo, tagSchema, taskIdSchema, todoChangesSchema, updateTodo } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const updateTaskInputSchema = todoChangesSchema.extend({
  task_id: taskIdSchema,
  addTags: z.array(tagSchema).optional(),
  removeTags: z.array(tagSchema).optional(),
});

export const updateTask = defineTodoTool({
  name: 'update_task',
  label: 'Update task',
  verbs: { done: 'changed', todo: 'change' },
  approval: {
    task: {
      showsChanges: true,
      summary(ref, named, task, changes) {
        const rename = changes.find((change) => change.field === 'title');
        const others = changes.filter((change) => change.field !== 'title').map((change) => change.field);
        const head = rename && task ? `Rename ${ref} from “${task.title}” to “${String(rename.to)}”` : `Change ${named}`;
        return others.length ? `${head}, and change ${others.join(', ')}` : head;
      },
      question(title, task, changes) {
        const rename = changes.find((change) => change.field === 'title');
        const others = changes.filter((change) => change.field !== 'title').map((change) => change.field.replace(/_/g, ' '));
        if (rename && task) {
          const head = `Rename ${title} to “${String(rename.to)}”`;
          return { question: others.length ? `${head} and change its ${others.join(', ')}?` : `${head}?`, action: 'Rename' };
        }
        return { question: others.length ? `Change the ${others.join(', ')} of ${title}?` : `Change ${title}?`, action: 'Change' };
      },
    },
  },
  description:
    'Change a task by id: title (a rename, needs approval), description, dueAt (ISO 8601; null removes), priority (1-4), tags or addTags/removeTags, recurrence (an RRULE like FREQ=DAILY; null stops), remindBefore (minutes before due; null: the default), url (null removes).',
  inputSchema: updateTaskInputSchema,
  risk: { level: 'medium', raisedTo: 'high', when: (input) => input.title !== undefined, because: 'the title changes' },
  async run(ctx, input) {
    const { task_id, addTags, removeTags, ...changes } = input;
    if (addTags || removeTags) {
      const current = changes.tags ?? (await getTodo(ctx, task_id)).tags;
      changes.tags = [...new Set([...current, ...(addTags ?? [])])].filter((tag) => !removeTags?.includes(tag));
    }
    const { before, after } = await updateTodo(ctx, task_id, changes);
    return { output: { message: `Updated task #${after.id}: ${after.title}`, task: taskView(after) }, before, after };
  },
});
