import { createTodo, createTodoInputSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const addTask = defineTodoTool({
  name: 'add_task',
  label: 'Add task',
  verbs: { done: 'added', todo: 'add' },
  description:
    'Create a task. Give a short title; optionally a description, a due date (ISO 8601 with the UTC offset), a priority (1 highest to 4 none), tags (words without #), a recurrence (an RFC 5545 RRULE without DTSTART, like FREQ=WEEKLY;BYDAY=MO; the due date is the first occurrence), remindBefore (minutes before the due time to remind), url (page link).',
  inputSchema: createTodoInputSchema,
  risk: 'medium',
  async run(ctx, input) {
    // The page's title comes from the browser (ctx.page), never from the model.
    const urlTitle = input.url && ctx.page?.title && input.url === ctx.page.url ? ctx.page.title : undefined;
    const todo = await createTodo(ctx, { ...input, ...(urlTitle ? { urlTitle } : {}) });
    return { output: { message: `Created task #${todo.id}: ${todo.title}`, task: taskView(todo) }, after: todo };
  },
});
