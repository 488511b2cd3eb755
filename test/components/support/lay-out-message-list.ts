import { afterEach, beforeEach, vi } from 'vitest';

/**
 * happy-dom lays nothing out (every size is 0), so the chat's virtualised
 * list would have no viewport to render rows into. For the tests of the file
 * that calls this, the log gets a viewport of `height` pixels and content
 * taller than that (so it does not fetch earlier pages to fill itself).
 */
export function layOutMessageList({ height = 600, contentHeight = 10_000 } = {}) {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')!.get!;
  const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!.get!;
  const spies: { mockRestore(): void }[] = [];
  beforeEach(() => {
    spies.push(
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('message-list') ? height : clientHeight.call(this);
      }),
      vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
        return this.classList.contains('message-list') ? contentHeight : scrollHeight.call(this);
      }),
    );
  });
  afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));
}
