/** @vitest-environment happy-dom */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePanelRotation } from './use-panel-rotation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePanelRotation', () => {
  it('starts with the first panel once there are panels, and moves on each period, round and round', () => {
    const { result, rerender } = renderHook(({ panels }: { panels: string[] }) => usePanelRotation(panels, 1_000), {
      initialProps: { panels: [] as string[] },
    });
    expect(result.current.current).toBeUndefined();
    rerender({ panels: ['medals'] });
    rerender({ panels: ['live', 'next', 'medals'] });
    expect(result.current.current).toBe('live');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.current).toBe('next');
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.current).toBe('live');
  });

  it('keeps the panel on screen when another one comes or goes', () => {
    const { result, rerender } = renderHook(({ panels }: { panels: string[] }) => usePanelRotation(panels, 1_000), {
      initialProps: { panels: ['next', 'results', 'medals'] },
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.current).toBe('results');
    rerender({ panels: ['live', 'next', 'results', 'medals'] });
    expect(result.current.current).toBe('results');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.current).toBe('medals');
  });
});
