import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PanelNavigationContext, preloadTaskActions, useRequestedTask, useSyncProblem, useTaskActions, useUndoShortcut, type PanelNavigation } from '@/lib/hooks';
import { useSlowOpen } from '@/lib/hooks/use-slow-open';
import { useStorageCheck } from '@/lib/hooks/use-storage-check';
import { rovingIndex } from '@/lib/util';
import { ChatView } from '../chat/ChatView';
import { RenderGuard } from '../shared/RenderGuard';
import { preloadableView } from './preloadable-view';
import { OpeningStorage } from './OpeningStorage';
import { StorageUnavailable } from './StorageUnavailable';

// Settings (its sections, their hooks and forms) loads when first opened, so a fresh panel runs
// only the views it shows: about 10 kB gzipped less of the panel's first scripts.
// Tasks and Activity render without suspending once preloaded (preloadable-view.tsx).
const { View: TasksView, preload: loadTasksView } = preloadableView(() => import('../tasks/TasksView').then((module) => module.TasksView));
const { View: ActivityView, preload: loadActivityView } = preloadableView(() => import('../activity/ActivityView').then((module) => module.ActivityView));
const SettingsView = lazy(() => import('../settings/SettingsView').then((module) => ({ default: module.SettingsView })));

/**
 * Once the panel is idle after it opened, fetch and run the Tasks and Activity
 * chunks and the tools' (the first action or Ctrl+Z runs them), then read their first pages once, so their first open waits neither
 * for code nor for cold IndexedDB pages (issue 24), and render without suspending.
 */
function usePreloadViews(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(
      () =>
        void Promise.all([loadTasksView(), loadActivityView(), preloadTaskActions()])
          .then(() => import('@/lib/hooks/warm-view-reads'))
          .then(({ warmViewReads }) => warmViewReads())
          .catch(() => undefined),
      { timeout: 2000 },
    );
    return () => cancel(handle);
  }, [ready]);
}

const TABS = [
  { id: 'chat', label: 'Chat', View: ChatView },
  { id: 'tasks', label: 'Tasks', View: TasksView },
  { id: 'activity', label: 'Activity', View: ActivityView },
  { id: 'settings', label: 'Settings', View: SettingsView },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The side panel: four views behind accessible tabs, once its storage has
 * opened; where the browser refuses storage, one notice that says why instead.
 * The tab bar follows the WAI-ARIA tabs pattern: one tab in the Tab order (the
 * selected one), arrow keys, Home and End move to another tab and open it.
 */
export function App() {
  const [tab, setTab] = useState<TabId>('chat');
  const storage = useStorageCheck();
  // A long upgrade (or a slow disk) says what the panel waits for instead of staying blank.
  const slowOpen = useSlowOpen(storage === undefined);
  usePreloadViews(storage?.ok === true);
  // Ctrl/Cmd+Z anywhere in the panel undoes the last change made here.
  const undoShortcut = useUndoShortcut(useTaskActions());
  // The last sync failed: a small mark on the Tasks tab, its sentence as the tab's description (Settings → Sync says more).
  const syncProblem = useSyncProblem();
  const [taskToOpen, setTaskToOpen] = useState<number>();
  const active = TABS.find((t) => t.id === tab) ?? TABS[0];
  // The view follows the tab a moment later when its chunk is still loading: the current view stays
  // (the panel marked busy) until the next one can render, rather than a placeholder that React
  // would hold for 300 ms (issue 24).
  const shownTab = useDeferredValue(tab);
  const shown = TABS.find((t) => t.id === shownTab) ?? TABS[0];
  const stale = shown.id !== active.id;
  const openTask = useCallback((taskId: number) => {
    setTaskToOpen(taskId);
    setTab('tasks');
  }, []);
  const showTasks = useCallback(() => setTab('tasks'), []);
  // A clicked reminder opens its task here.
  useRequestedTask(openTask, showTasks);
  const navigation: PanelNavigation = useMemo(
    () => ({
      openTask,
      ...(taskToOpen !== undefined ? { taskToOpen } : {}),
      taskOpened: () => setTaskToOpen(undefined),
    }),
    [taskToOpen, openTask],
  );
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());
  const select = (id: TabId) => {
    setTab(id);
    setTaskToOpen(undefined);
  };
  const moveWithKeys = (event: KeyboardEvent) => {
    const next = TABS[rovingIndex(event.key, TABS.indexOf(active), TABS.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };
  if (!storage) return <OpeningStorage slow={slowOpen} />;
  if (!storage.ok) return <StorageUnavailable check={storage} />;
  return (
    <PanelNavigationContext value={navigation}>
      <div className="app">
        <div role="tablist" aria-label="Views" className="tabs" onKeyDown={moveWithKeys}>
          {TABS.map((t) => (
            <button
              key={t.id}
              role="tab"
              id={`tab-${t.id}`}
              ref={(button) => {
                if (button) tabRefs.current.set(t.id, button);
                else tabRefs.current.delete(t.id);
              }}
              aria-selected={t.id === tab}
              tabIndex={t.id === tab ? 0 : -1}
              aria-controls={`panel-${t.id}`}
              onClick={() => select(t.id)}
              title={t.id === 'tasks' ? syncProblem : undefined}
            >
              {t.label}
              {t.id === 'tasks' && syncProblem ? (
                <span className="tab-mark" aria-hidden="true">
                  !
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${active.id}`} aria-labelledby={`tab-${active.id}`} aria-busy={stale || undefined} className="panel">
          {/* Until the chosen view can render, the previous one stays on screen but out of reach: not clickable, not read out. */}
          <div className="panel-view" aria-hidden={stale || undefined} inert={stale || undefined}>
            <RenderGuard resetKey={shown.id} fallback={<ViewFailed label={shown.label} />}>
              <Suspense fallback={<div aria-busy="true" />}>
                <shown.View />
              </Suspense>
            </RenderGuard>
          </div>
        </div>
        <p role="status" className={undoShortcut.notice ? `undo-shortcut-notice${undoShortcut.notice.failed ? ' refused' : ''}` : 'visually-hidden'}>
          {undoShortcut.notice?.text}
        </p>
      </div>
    </PanelNavigationContext>
  );
}

/** What a view shows when something in it cannot be rendered: the tabs stay usable. */
function ViewFailed({ label }: { label: string }) {
  return (
    <p className="error" role="alert">
      The {label} view could not be shown. Open another tab and come back; if it keeps happening, the last imported file may hold something this version cannot show.
    </p>
  );
}
