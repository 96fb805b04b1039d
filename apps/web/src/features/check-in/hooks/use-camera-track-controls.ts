import { useCallback, type RefObject } from 'react';

/**
 * The torch and zoom of the running camera's track. Zoom 1-5 uses the camera's own zoom when it
 * has one; otherwise it is digital: `digitalZoomRef` is set so frames are read from the smaller
 * centre, and `setZoom` returns the factor the view must be scaled by (1 with a hardware zoom).
 */
export function useCameraTrackControls({
  streamRef,
  digitalZoomRef,
  hasHardwareZoom,
}: {
  streamRef: RefObject<MediaStream | null>;
  digitalZoomRef: RefObject<number>;
  hasHardwareZoom: boolean;
}) {
  const setTorch = useCallback(
    async (isOn: boolean) => {
      const track = streamRef.current?.getVideoTracks()[0];
      await track?.applyConstraints({ advanced: [{ torch: isOn } as MediaTrackConstraintSet] }).catch(() => undefined);
    },
    [streamRef],
  );

  const setZoom = useCallback(
    async (zoom: number): Promise<number> => {
      const track = streamRef.current?.getVideoTracks()[0];
      if (hasHardwareZoom && track) {
        digitalZoomRef.current = 1;
        await track.applyConstraints({ advanced: [{ zoom } as MediaTrackConstraintSet] }).catch(() => undefined);
        return 1;
      }
      digitalZoomRef.current = zoom;
      return zoom;
    },
    [streamRef, digitalZoomRef, hasHardwareZoom],
  );

  return { setTorch, setZoom };
}
