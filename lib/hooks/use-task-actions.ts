import { useMemo } from 'react';
import { db as defaultDb, type TodoDatabase } from '../db';
import { createTaskActions, type TaskActions } from '../tools/task-actions';

export { preloadTaskActions } from '../tools/task-actions';

/** The Tasks view's actions, audited with engine `manual`. */
export function useTaskActions(database: TodoDatabase = defaultDb): TaskActions {
  return useMemo(() => createTaskActions(database), [database]);
}
