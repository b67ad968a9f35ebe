import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts the seconds down and calls onExpire once at zero', () => {
    const onExpire = vi.fn();
    const deadline = Date.now() + 3000;
    const { result } = renderHook(() => useCountdown(deadline, onExpire));
    expect(result.current).toBe(3);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('hands in at once a module whose time was already over', () => {
    const onExpire = vi.fn();
    renderHook(() => useCountdown(Date.now() - 60_000, onExpire));
    act(() => vi.advanceTimersByTime(10));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
