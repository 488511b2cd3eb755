import { useEffect } from 'react';

/** Loaded after the panel's first paint: the request is validated with zod (issue 24's size budget). */
const openTaskRequests = () => import('../reminders/open-task-request');

/**
 * Opens the task a clicked reminder asks for: the request waiting when the
 * panel opens, and any that comes while it is open. 0 opens the Tasks view.
 */
export function useRequestedTask(openTask: (taskId: number) => void, showTasks: () => void): void {
  useEffect(() => {
    let active = true;
    let unwatch: (() => void) | undefined;
    void openTaskRequests().then(({ takeOpenTaskRequest, watchOpenTaskRequests }) => {
      if (!active) return;
      const take = () =>
        void takeOpenTaskRequest().then((taskId) => {
          if (!active || taskId === undefined) return;
          if (taskId > 0) openTask(taskId);
          else showTasks();
        });
      take();
      unwatch = watchOpenTaskRequests(take);
    });
    return () => {
      active = false;
      unwatch?.();
    };
  }, [openTask, showTasks]);
}
