import { createContext, useContext } from 'react';

/**
 * Moving between the panel's views from inside one of them: a refused Undo
 * offers "Open task", which shows the task in the Tasks view, ready to edit.
 */
export interface PanelNavigation {
  /** Switches to the Tasks view with this task's editor open. */
  openTask: (taskId: number) => void;
  /** The task the Tasks view should open, until it reports it did. */
  taskToOpen?: number;
  taskOpened: () => void;
}

export const PanelNavigationContext = createContext<PanelNavigation>({ openTask: () => undefined, taskOpened: () => undefined });

export const usePanelNavigation = (): PanelNavigation => useContext(PanelNavigationContext);
