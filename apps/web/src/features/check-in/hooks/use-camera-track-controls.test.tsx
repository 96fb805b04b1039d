/** @vitest-environment happy-dom */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { useCameraTrackControls } from './use-camera-track-controls';

/** A camera stream whose one video track records the constraints applied to it. */
function fakeStream() {
  const applied: unknown[] = [];
  const track = {
    applyConstraints: async (constraints: unknown) => {
      applied.push(constraints);
    },
  };
  const stream = { getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, applied };
}

describe("the running camera's torch and zoom", () => {
  it('turns the torch on and off on the track', async () => {
    const { stream, applied } = fakeStream();
    const { result } = renderHook(() =>
      useCameraTrackControls({ streamRef: { current: stream }, digitalZoomRef: { current: 1 }, hasHardwareZoom: false }),
    );
    await result.current.setTorch(true);
    await result.current.setTorch(false);
    expect(applied).toEqual([{ advanced: [{ torch: true }] }, { advanced: [{ torch: false }] }]);
  });

  it("zooms with the camera's own zoom when it has one, and the view is not scaled", async () => {
    const { stream, applied } = fakeStream();
    const digitalZoomRef = { current: 3 };
    const { result } = renderHook(() => useCameraTrackControls({ streamRef: { current: stream }, digitalZoomRef, hasHardwareZoom: true }));
    expect(await result.current.setZoom(2.5)).toBe(1);
    expect(applied).toEqual([{ advanced: [{ zoom: 2.5 }] }]);
    expect(digitalZoomRef.current).toBe(1);
  });

  it('zooms digitally otherwise: the frames are read from the centre and the view is scaled', async () => {
    const { stream, applied } = fakeStream();
    const digitalZoomRef = { current: 1 };
    const { result } = renderHook(() => useCameraTrackControls({ streamRef: { current: stream }, digitalZoomRef, hasHardwareZoom: false }));
    expect(await result.current.setZoom(2)).toBe(2);
    expect(applied).toEqual([]);
    expect(digitalZoomRef.current).toBe(2);
  });

  it('does nothing to a camera that is not running', async () => {
    const digitalZoomRef = { current: 1 };
    const { result } = renderHook(() => useCameraTrackControls({ streamRef: { current: null }, digitalZoomRef, hasHardwareZoom: true }));
    await expect(result.current.setTorch(true)).resolves.toBeUndefined();
    expect(await result.current.setZoom(4)).toBe(4);
  });
});
