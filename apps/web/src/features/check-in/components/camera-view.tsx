import { useState, type DragEvent, type RefObject } from 'react';

/**
 * The scanner's square view (min height 250px): the camera's video, scaled by a digital zoom, under
 * the scan box drawn as a guide. With `onDropFile`, an image dropped on it is handed over, and the
 * view is ringed while one is dragged over it.
 */
export function CameraView({
  videoRef,
  digitalZoom,
  scanBoxPixels,
  onDropFile,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  digitalZoom: number;
  scanBoxPixels: number;
  onDropFile?: (file: File | undefined) => void;
}) {
  const [isDragging, setDragging] = useState(false);
  const dropHandlers = onDropFile
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          onDropFile(event.dataTransfer.files[0]);
        },
      }
    : {};
  return (
    <div
      className={`relative aspect-square min-h-[250px] w-full overflow-hidden rounded-lg bg-slate-900 ${isDragging ? 'ring-4 ring-brand-500' : ''}`}
      data-testid="camera-view"
      {...dropHandlers}
    >
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera preview"
        className="h-full w-full object-cover"
        style={{ transform: digitalZoom > 1 ? `scale(${digitalZoom})` : undefined }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 rounded-md border-2 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
        style={{ width: scanBoxPixels, height: scanBoxPixels }}
      />
    </div>
  );
}
