import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGES } from '@podium/contracts/messages';
import { SCANNER, isIgnoredScanError } from '@podium/contracts/check-in/scanner-constants';
import { QrDecoder } from '../decoder/qr-decoder';

/** Library states (spec section 4): start from not-started, pause only while scanning, resume only from paused. */
export type ScannerState = 'not-started' | 'scanning' | 'paused';

export interface CameraScannerOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Called once with the text of the first code read; the camera has stopped by then. */
  onDecode: (text: string) => void;
  framesPerSecond?: number;
  /** Side of the square scan box in CSS pixels of the view (at least 50). */
  scanBoxPixels?: number;
}

export interface CameraCapabilities {
  hasTorch: boolean;
  hasHardwareZoom: boolean;
}

/**
 * Runs the camera and reads QR codes from the scan box, `framesPerSecond` times a second, in a
 * worker. The camera configuration has exactly one key: `facingMode: 'environment'` as a
 * preference (never `exact`, so a laptop's only camera still works), or the chosen `deviceId`.
 */
export function useCameraScanner({
  videoRef,
  onDecode,
  framesPerSecond = SCANNER.framesPerSecond,
  scanBoxPixels = SCANNER.scanBoxPixels,
}: CameraScannerOptions) {
  const [state, setState] = useState<ScannerState>('not-started');
  const [error, setError] = useState<string | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [capabilities, setCapabilities] = useState<CameraCapabilities>({ hasTorch: false, hasHardwareZoom: false });
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  const decoderRef = useRef<QrDecoder | null>(null);
  const zoomRef = useRef(1);
  const onDecodeRef = useRef(onDecode);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  const decoder = () => (decoderRef.current ??= new QrDecoder());

  const stop = useCallback(() => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('not-started');
  }, [videoRef]);

  const grabScanBox = useCallback((): ImageData | null => {
    const video = videoRef.current;
    if (!video || video.readyState < 2 || !video.videoWidth) return null;
    const shownSide = Math.max(video.clientWidth, video.clientHeight, 1);
    const videoMinSide = Math.min(video.videoWidth, video.videoHeight);
    const box = Math.max(SCANNER.minScanBoxPixels, scanBoxPixels);
    const side = Math.min(videoMinSide, Math.round((box * videoMinSide) / shownSide / zoomRef.current));
    const canvas = (canvasRef.current ??= document.createElement('canvas'));
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, (video.videoWidth - side) / 2, (video.videoHeight - side) / 2, side, side, 0, 0, side, side);
    return context.getImageData(0, 0, side, side);
  }, [videoRef, scanBoxPixels]);

  const handleDecoded = useCallback(
    (text: string | null, decodeError?: string) => {
      if (decodeError && !isIgnoredScanError(decodeError) && decodeError !== 'disposed') console.warn('QR decode:', decodeError);
      if (!text || !streamRef.current) return;
      stop();
      onDecodeRef.current(text);
    },
    [stop],
  );

  const start = useCallback(
    async (deviceId?: string) => {
      stop();
      setError(null);
      if (!navigator.mediaDevices?.getUserMedia) {
        setError(MESSAGES.checkIn.cameraUnsupported);
        return;
      }
      try {
        // Exactly one key (spec section 5): a preference, so any camera is taken when there is no back one.
        const video: MediaTrackConstraints = deviceId ? { deviceId } : { facingMode: 'environment' };
        const stream = await navigator.mediaDevices.getUserMedia({ video, audio: false });
        streamRef.current = stream;
        const element = videoRef.current;
        if (element) {
          element.srcObject = stream;
          await element.play().catch(() => undefined);
        }
        const track = stream.getVideoTracks()[0];
        const trackCapabilities = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & { torch?: boolean; zoom?: unknown };
        setCapabilities({ hasTorch: Boolean(trackCapabilities.torch), hasHardwareZoom: Boolean(trackCapabilities.zoom) });
        setCameras((await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput'));
        setState('scanning');
        timerRef.current = window.setInterval(() => {
          if (!streamRef.current || decoder().isBusy) return;
          const frame = grabScanBox();
          if (frame)
            void decoder()
              .decode(frame)
              .then((response) => handleDecoded(response.text, response.error));
        }, 1000 / framesPerSecond);
      } catch (cause) {
        console.warn('camera start failed', cause);
        stop();
        setError(MESSAGES.checkIn.cameraFailed);
      }
    },
    [stop, videoRef, framesPerSecond, grabScanBox, handleDecoded],
  );

  const pause = useCallback(() => {
    if (state !== 'scanning') return;
    streamRef.current?.getVideoTracks().forEach((track) => (track.enabled = false));
    setState('paused');
  }, [state]);

  const resume = useCallback(() => {
    if (state !== 'paused') return;
    streamRef.current?.getVideoTracks().forEach((track) => (track.enabled = true));
    setState('scanning');
  }, [state]);

  const setTorch = useCallback(async (isOn: boolean) => {
    const track = streamRef.current?.getVideoTracks()[0];
    await track?.applyConstraints({ advanced: [{ torch: isOn } as MediaTrackConstraintSet] }).catch(() => undefined);
  }, []);

  /**
   * Zoom 1-5: the camera's own zoom when it has one; otherwise a digital zoom (the view is scaled
   * and the scan box reads the smaller centre of the frame). Returns the digital factor to show.
   */
  const setZoom = useCallback(
    async (zoom: number): Promise<number> => {
      const track = streamRef.current?.getVideoTracks()[0];
      if (capabilities.hasHardwareZoom && track) {
        zoomRef.current = 1;
        await track.applyConstraints({ advanced: [{ zoom } as MediaTrackConstraintSet] }).catch(() => undefined);
        return 1;
      }
      zoomRef.current = zoom;
      return zoom;
    },
    [capabilities.hasHardwareZoom],
  );

  /** Reads a picked or dropped image (for a device whose camera fails); only while the camera is off. */
  const scanFile = useCallback(
    async (file: Blob): Promise<string | null> => {
      stop();
      const response = await decoder().decode(file);
      if (response.text) onDecodeRef.current(response.text);
      return response.text;
    },
    [stop],
  );

  useEffect(
    () => () => {
      stop();
      decoderRef.current?.dispose();
      decoderRef.current = null;
    },
    [stop],
  );

  return { state, error, cameras, capabilities, start, stop, pause, resume, setTorch, setZoom, scanFile };
}
