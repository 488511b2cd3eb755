import { useCallback, useEffect, useState } from 'react';
import { latestPanelChange } from '../audit';
import { db as defaultDb, type TodoDatabase } from '../db';
import type { TaskActions } from '../tools/task-actions';

/** How long the line saying what Ctrl+Z undid stays. */
export const UNDO_NOTICE_MS = 8000;

/** Ctrl+Z on a Mac is Cmd+Z; either undoes (Shift, which is redo, and Alt do not). */
export function isUndoKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
}

/** A text field with text in it keeps its own undo (of typing). */
export function editsText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return target.value !== '';
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'file', 'range', 'color'].includes(target.type) && target.value !== '';
  return false;
}

/**
 * Ctrl/Cmd+Z anywhere in the panel (outside a text field that has text)
 * undoes the last change made in the panel, whether the person or the
 * assistant made it; returns the line to announce what happened. A view that
 * handles the key itself (the Tasks toast) calls `preventDefault` first.
 */
export function useUndoShortcut(actions: TaskActions, database: TodoDatabase = defaultDb) {
  const [notice, setNotice] = useState<{ key: number; text: string; failed: boolean }>();

  const undoLast = useCallback(async () => {
    const change = await latestPanelChange(database);
    if (!change) {
      setNotice({ key: Date.now(), text: 'Nothing to undo.', failed: false });
      return;
    }
    const result = await actions.undo(change.id);
    setNotice({ key: Date.now(), text: result.ok ? result.message : result.error, failed: !result.ok });
  }, [actions, database]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isUndoKey(event) || editsText(event.target)) return;
      event.preventDefault();
      void undoLast();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undoLast]);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(undefined), UNDO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return { notice, dismiss: () => setNotice(undefined) };
}
