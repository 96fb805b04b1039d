/** Longest side of a frame handed to the decoder: a 1080p camera is read at 1280 x 720. */
const MAX_DECODE_SIDE_PIXELS = 1280;

/** The parts of a canvas a frame is drawn on (a real one in the app; a recording one in tests). */
export type FrameCanvas = Pick<HTMLCanvasElement, 'width' | 'height' | 'getContext'>;

/**
 * The whole camera frame (the drawn box is only a guide): a code held anywhere in view, small or
 * filling most of it, is read on a phone and in a laptop's wide view alike. With a digital `zoom`,
 * the centre part of the frame the scaled view shows. Large frames are scaled down to keep each
 * decode short. Null while the video has no frame yet.
 */
export function grabCameraFrame(video: HTMLVideoElement, zoom: number, canvas: FrameCanvas): ImageData | null {
  if (video.readyState < 2 || !video.videoWidth) return null;
  const sourceWidth = video.videoWidth / zoom;
  const sourceHeight = video.videoHeight / zoom;
  const scale = Math.min(1, MAX_DECODE_SIDE_PIXELS / Math.max(sourceWidth, sourceHeight));
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(
    video,
    (video.videoWidth - sourceWidth) / 2,
    (video.videoHeight - sourceHeight) / 2,
    sourceWidth,
    sourceHeight,
    0,
    0,
    width,
    height,
  );
  return context.getImageData(0, 0, width, height);
}
