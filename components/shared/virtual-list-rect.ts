import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/** A side panel's size: what a virtual list assumes until it is laid out (and where nothing is laid out, as in tests). */
export const PANEL_RECT: Rect = { width: 400, height: 800 };

/** The scroll box's size, or the panel's while it has none, so the first rows render before layout. */
export function observeRectOrPanel(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : PANEL_RECT));
}
