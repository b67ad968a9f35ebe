import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedVisibility } from './use-delayed-visibility';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading overlay timing', () => {
  it('never shows for a request shorter than the delay', () => {
    const { result, rerender } = renderHook(({ busy }) => useDelayedVisibility(busy, 250, 400), {
      initialProps: { busy: true },
    });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ busy: false });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });

  it('shows after the delay and stays at least the minimum time', () => {
    const { result, rerender } = renderHook(({ busy }) => useDelayedVisibility(busy, 250, 400), {
      initialProps: { busy: true },
    });
    act(() => void vi.advanceTimersByTime(260));
    expect(result.current).toBe(true);
    rerender({ busy: false });
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe(false);
  });
});
