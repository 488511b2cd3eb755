// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableView } from '@/components/panel/preloadable-view';

afterEach(cleanup);

function Tasks() {
  return <p>First task</p>;
}

describe('a view in its own chunk', () => {
  it('once preloaded, shows at once on its first open, without the loading placeholder (which React holds for 300 ms)', async () => {
    const { View, preload } = preloadableView(() => Promise.resolve(Tasks));
    await preload();
    act(() => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <View />
        </Suspense>,
      );
    });
    expect(screen.getByText('First task')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('opened before its chunk arrived, shows the placeholder, then the view', async () => {
    const { View } = preloadableView(() => Promise.resolve(Tasks));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('First task')).toBeTruthy();
  });

  it('tries a chunk that failed to load again on the next open', async () => {
    let tries = 0;
    const { preload } = preloadableView(() => (++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Tasks)));
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Tasks);
    expect(tries).toBe(2);
  });
});
