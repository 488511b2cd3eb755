import { createTodo, createTodoInputSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const addTask = defineTodoTool({
  name: 'add_task',
  description:
    'Create a task. Give a short title; optionally a description, a due date (ISO 8601 with the UTC offset), a priority (1 highest to 4 none), tags (words without #), a recurrence (an RFC 5545 RRULE without DTSTART, like FREQ=WEEKLY;BYDAY=MO; the due date is the first occurrence) and remindBefore (minutes before the due time to remind).',
  inputSchema: createTodoInputSchema,
  risk: 'medium',
  async run(ctx, input) {
    const todo = await createTodo(ctx, input);
    return { output: { message: `Created task #${todo.id}: ${todo.title}`, task: taskView(todo) }, after: todo };
  },
});
