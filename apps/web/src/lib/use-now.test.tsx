// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.js';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Clock({ everyMs, enabled }: { everyMs?: number; enabled?: boolean }) {
  return <output>{useNow(everyMs, enabled)}</output>;
}

function shown(container: HTMLElement): string | null | undefined {
  return container.querySelector('output')?.textContent;
}

describe('useNow', () => {
  it('moves on every second by default, not in between', () => {
    const { container } = render(<Clock />);
    expect(shown(container)).toBe('0');
    act(() => vi.advanceTimersByTime(999));
    expect(shown(container)).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container)).toBe('1000');
  });

  it('ticks at the interval it is given', () => {
    const { container } = render(<Clock everyMs={250} />);
    act(() => vi.advanceTimersByTime(500));
    expect(shown(container)).toBe('500');
  });

  it('keeps the last time while disabled, and ticks again once enabled', () => {
    const { container, rerender } = render(<Clock everyMs={250} enabled={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(container)).toBe('0');
    rerender(<Clock everyMs={250} enabled />);
    act(() => vi.advanceTimersByTime(250));
    expect(shown(container)).toBe('1250');
  });

  it('stops its timer when the component goes', () => {
    const { unmount } = render(<Clock />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
