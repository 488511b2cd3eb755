import { describe, expect, it } from 'vitest';
import { questionOf } from '@/lib/agent/pending-approval';
import { taskView, type TaskView } from '@/lib/tools';

const dentist: TaskView = taskView({
  id: 3,
  title: 'Dentist appointment',
  status: 'pending',
  priority: 4,
  tags: [],
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
});

describe('the approval card asks in plain words', () => {
  it('a delete: Delete “title”?', () => {
    expect(questionOf('delete_task', 3, dentist, [])).toEqual({ question: 'Delete “Dentist appointment”?', action: 'Delete' });
  });
  it('a rename: Rename “A” to “B”?', () => {
    expect(questionOf('update_task', 3, dentist, [{ field: 'title', from: 'Dentist appointment', to: 'Dentist at 4' }])).toEqual({
      question: 'Rename “Dentist appointment” to “Dentist at 4”?',
      action: 'Rename',
    });
  });
  it('a task that is gone says so', () => {
    expect(questionOf('delete_task', 9, undefined, []).question).toBe('Delete task #9 (it no longer exists)?');
  });
});
