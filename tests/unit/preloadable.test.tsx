import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../src/app/preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function mount(Screen: ReturnType<typeof preloadable<{ name: string }>>) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Screen name="Ada" />
    </Suspense>,
  );
}

describe('a preloadable screen', () => {
  it('suspends on its first render when nothing loaded it ahead, then shows', async () => {
    const Screen = preloadable(() => Promise.resolve(Greeting));
    mount(Screen);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('shows at once, in the first render, once preloaded; the module is loaded once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Screen = preloadable(load);
    await Screen.preload();
    await Screen.preload();
    mount(Screen);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch');
    await Screen.preload();
    mount(Screen);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });
});
