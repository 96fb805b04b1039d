import { describe, expect, it } from 'vitest';
import { grabCameraFrame, type FrameCanvas } from './grab-camera-frame';

/** A canvas that records what is drawn on it and hands back a marker for the pixels read. */
function recordingCanvas(hasContext = true) {
  const drawn: unknown[][] = [];
  const read: number[][] = [];
  const context = {
    drawImage: (...args: unknown[]) => drawn.push(args),
    getImageData: (...args: number[]) => {
      read.push(args);
      return { marker: 'pixels' } as unknown as ImageData;
    },
  };
  const canvas = { width: 0, height: 0, getContext: () => (hasContext ? context : null) } as unknown as FrameCanvas;
  return { canvas, drawn, read };
}
const camera = (videoWidth: number, videoHeight: number, readyState = 4) =>
  ({ videoWidth, videoHeight, readyState }) as unknown as HTMLVideoElement;

describe('the frame handed to the QR decoder', () => {
  it('is the whole frame of a small camera, unscaled', () => {
    const { canvas, drawn, read } = recordingCanvas();
    expect(grabCameraFrame(camera(640, 480), 1, canvas)).toEqual({ marker: 'pixels' });
    expect([canvas.width, canvas.height]).toEqual([640, 480]);
    expect(drawn[0]!.slice(1)).toEqual([0, 0, 640, 480, 0, 0, 640, 480]);
    expect(read).toEqual([[0, 0, 640, 480]]);
  });

  it('scales a 1080p frame down to 1280 on its long side', () => {
    const { canvas, drawn } = recordingCanvas();
    grabCameraFrame(camera(1920, 1080), 1, canvas);
    expect([canvas.width, canvas.height]).toEqual([1280, 720]);
    expect(drawn[0]!.slice(1)).toEqual([0, 0, 1920, 1080, 0, 0, 1280, 720]);
  });

  it('takes the centre the digitally zoomed view shows', () => {
    const { canvas, drawn } = recordingCanvas();
    grabCameraFrame(camera(1000, 800), 2, canvas);
    expect(drawn[0]!.slice(1)).toEqual([250, 200, 500, 400, 0, 0, 500, 400]);
  });

  it('is nothing while the video has no frame, or the canvas cannot draw', () => {
    expect(grabCameraFrame(camera(640, 480, 1), 1, recordingCanvas().canvas)).toBeNull();
    expect(grabCameraFrame(camera(0, 0), 1, recordingCanvas().canvas)).toBeNull();
    expect(grabCameraFrame(camera(640, 480), 1, recordingCanvas(false).canvas)).toBeNull();
  });
});
