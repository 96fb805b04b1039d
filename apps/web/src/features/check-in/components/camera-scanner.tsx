import { useEffect, useRef, useState } from 'react';
import { SCANNER } from '@podium/contracts/check-in/scanner-constants';
import { useCameraScanner, type ScannerState } from '../hooks/use-camera-scanner';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/controls';
import { CameraChoice } from './camera-choice';
import { CameraErrorBox } from './camera-error-box';
import { CameraView } from './camera-view';
import { ZoomSlider } from './zoom-slider';

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

  return (
    <div className="flex flex-col gap-3">
      {scanner.error ? (
        <CameraErrorBox
          message={scanner.error}
          onRetry={() => void start(deviceId || undefined)}
          onScanPhoto={controls.imageFile ? pickPhoto : undefined}
        />
      ) : null}
      <CameraView
        videoRef={videoRef}
        digitalZoom={digitalZoom}
        scanBoxPixels={scanBoxPixels}
        onDropFile={controls.dragAndDrop ? (file) => void readFile(file) : undefined}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {controls.cameraSelect && scanner.cameras.length > 1 ? (
          <CameraChoice cameras={scanner.cameras} deviceId={deviceId} onChange={setDeviceId} />
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
          <ZoomSlider
            zoom={zoom}
            onChange={(value) => {
              setZoomValue(value);
              void scanner.setZoom(value).then(setDigitalZoom);
            }}
          />
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
