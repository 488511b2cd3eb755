import { useEffect } from 'react';
import { takeOpenTaskRequest, watchOpenTaskRequests } from '../reminders';

/**
 * Opens the task a clicked reminder asks for: the request waiting when the
 * panel opens, and any that comes while it is open. 0 opens the Tasks view.
 */
export function useRequestedTask(openTask: (taskId: number) => void, showTasks: () => void): void {
  useEffect(() => {
    let active = true;
    const take = () =>
      void takeOpenTaskRequest().then((taskId) => {
        if (!active || taskId === undefined) return;
        if (taskId > 0) openTask(taskId);
        else showTasks();
      });
    take();
    const unwatch = watchOpenTaskRequests(take);
    return () => {
      active = false;
      unwatch();
    };
  }, [openTask, showTasks]);
}
