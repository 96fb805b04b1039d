import { useEffect, useRef, useState, type DragEvent } from 'react';
import { SCANNER } from '@podium/contracts/check-in/scanner-constants';
import { useCameraScanner, type ScannerState } from '../hooks/use-camera-scanner';
import { Button } from '../../../components/ui/button';
import { FileInput, NativeSelect, TextInput } from '../../../components/ui/controls';

export interface CameraScannerControls {
  cameraSelect?: boolean;
  torch?: boolean;
  zoom?: boolean;
  imageFile?: boolean;
  dragAndDrop?: boolean;
}

export interface CameraScannerProps {
  /** The camera runs while true, stops when false or on unmount. */
  active: boolean;
  onDecode: (text: string) => void;
  onStateChange?: (state: ScannerState) => void;
  framesPerSecond?: number;
  scanBoxPixels?: number;
  controls?: CameraScannerControls;
}

/**
 * The reusable camera scanner (spec section 2): square view (min height 250px) with the scan box,
 * the Camera Error box with Retry, and optional camera selection, torch, zoom 1-5, image file and
 * drag-and-drop. Decoding runs in a worker; the first code read stops the camera.
 */
export function CameraScanner({
  active,
  onDecode,
  onStateChange,
  framesPerSecond,
  scanBoxPixels = SCANNER.scanBoxPixels,
  controls = {},
}: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanner = useCameraScanner({ videoRef, onDecode, framesPerSecond });
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [deviceId, setDeviceId] = useState<string>('');
  const [isTorchOn, setTorchOn] = useState(false);
  const [zoom, setZoomValue] = useState(1);
  const [digitalZoom, setDigitalZoom] = useState(1);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const [isDragging, setDragging] = useState(false);
  const { start, stop, state } = scanner;

  useEffect(() => {
    if (active) void start(deviceId || undefined);
    else stop();
  }, [active, deviceId, start, stop]);

  useEffect(() => onStateChange?.(state), [state, onStateChange]);

  /** After a picked photo (read or not) or a cancelled picker, the camera comes back by itself. */
  const bringCameraBack = () => {
    if (active && scanner.hasCameraEnded()) void start(deviceId || undefined);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return bringCameraBack();
    setFileMessage(null);
    const text = await scanner.scanFile(file);
    if (!text) {
      setFileMessage('No QR code found in that image. Try a sharper photo, or point the camera at the code.');
      bringCameraBack();
    }
  };

  const pickPhoto = () => fileInputRef.current?.click();

  // A cancelled picker fires `cancel` (Chromium, Safari 16.4+); where it does not, coming back to
  // the page does. Either way a camera the picker ended is started again.
  const bringCameraBackRef = useRef(bringCameraBack);
  bringCameraBackRef.current = bringCameraBack;
  useEffect(() => {
    const input = fileInputRef.current;
    const onReturn = () => bringCameraBackRef.current();
    input?.addEventListener('cancel', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      input?.removeEventListener('cancel', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };
  const dropHandlers = controls.dragAndDrop
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop,
      }
    : {};

  return (
    <div className="flex flex-col gap-3">
      {scanner.error ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">Camera Error</p>
          <p className="mt-1">{scanner.error}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="bare"
              onClick={() => void start(deviceId || undefined)}
              className="min-h-11 rounded-md bg-red-600 px-4 font-medium text-white hover:bg-red-700 focus-visible:outline-2"
            >
              Retry
            </Button>
            {controls.imageFile ? (
              <Button
                variant="bare"
                onClick={pickPhoto}
                className="min-h-11 rounded-md border border-red-300 bg-white px-4 font-medium text-red-800 hover:bg-red-100"
              >
                Scan a photo instead
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
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
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {controls.cameraSelect && scanner.cameras.length > 1 ? (
          <label className="flex items-center gap-2">
            <span>Camera</span>
            <NativeSelect inline value={deviceId} onChange={(event) => setDeviceId(event.target.value)}>
              <option value="">Back camera</option>
              {scanner.cameras.map((camera, index) => (
                <option key={camera.deviceId || index} value={camera.deviceId}>
                  {camera.label || `Camera ${index + 1}`}
                </option>
              ))}
            </NativeSelect>
          </label>
        ) : null}
        {controls.torch && scanner.capabilities.hasTorch ? (
          <Button
            variant="secondary"
            aria-pressed={isTorchOn}
            onClick={() => {
              setTorchOn(!isTorchOn);
              void scanner.setTorch(!isTorchOn);
            }}
          >
            {isTorchOn ? 'Torch off' : 'Torch on'}
          </Button>
        ) : null}
        {controls.zoom && state !== 'not-started' ? (
          <label className="flex items-center gap-2">
            <span>Zoom</span>
            {/* The slider needs no box around it: the kit's border is taken off. */}
            <TextInput
              inline
              type="range"
              className="border-0"
              min={SCANNER.zoomMin}
              max={SCANNER.zoomMax}
              step={SCANNER.zoomStep}
              value={zoom}
              onChange={(event) => {
                const value = Number(event.target.value);
                setZoomValue(value);
                void scanner.setZoom(value).then(setDigitalZoom);
              }}
            />
            <span aria-live="polite">{zoom.toFixed(1)}x</span>
          </label>
        ) : null}
        {controls.imageFile ? (
          <>
            <Button variant="secondary" onClick={pickPhoto}>
              Scan an image file
            </Button>
            <FileInput
              ref={fileInputRef}
              accept="image/*"
              tabIndex={-1}
              aria-hidden="true"
              className="hidden"
              onChange={(event) => {
                void readFile(event.target.files?.[0]);
                // The same photo picked again must fire a change too.
                event.target.value = '';
              }}
            />
          </>
        ) : null}
      </div>
      {fileMessage ? (
        <p role="status" className="text-sm text-amber-800">
          {fileMessage}
        </p>
      ) : null}
    </div>
  );
}
