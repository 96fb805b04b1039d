import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGES } from '@podium/contracts/messages';
import { SCANNER, isIgnoredScanError } from '@podium/contracts/check-in/scanner-constants';
import { QrDecoder } from '../decoder/qr-decoder';
import { cameraErrorMessage } from '../camera-errors';
import { grabCameraFrame } from '../decoder/grab-camera-frame';
import { useCameraTrackControls } from './use-camera-track-controls';

/** Library states (spec section 4): start from not-started, pause only while scanning, resume only from paused. */
export type ScannerState = 'not-started' | 'scanning' | 'paused';

export interface CameraScannerOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Called once with the text of the first code read; the camera has stopped by then. */
  onDecode: (text: string) => void;
  framesPerSecond?: number;
}

export interface CameraCapabilities {
  hasTorch: boolean;
  hasHardwareZoom: boolean;
}

/**
 * Runs the camera and reads QR codes from the whole frame, `framesPerSecond` times a second, in a
 * worker. The camera configuration has exactly one key: `facingMode: 'environment'` as a
 * preference (never `exact`, so a laptop's only camera still works), or the chosen `deviceId`.
 */
export function useCameraScanner({ videoRef, onDecode, framesPerSecond = SCANNER.framesPerSecond }: CameraScannerOptions) {
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

  const grabFrame = useCallback((): ImageData | null => {
    const video = videoRef.current;
    return video ? grabCameraFrame(video, zoomRef.current, (canvasRef.current ??= document.createElement('canvas'))) : null;
  }, [videoRef]);

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
          const frame = grabFrame();
          if (frame)
            void decoder()
              .decode(frame)
              .then((response) => handleDecoded(response.text, response.error));
        }, 1000 / framesPerSecond);
      } catch (cause) {
        console.warn('camera start failed', cause);
        stop();
        setError(cameraErrorMessage(cause));
      }
    },
    [stop, videoRef, framesPerSecond, grabFrame, handleDecoded],
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

  const { setTorch, setZoom } = useCameraTrackControls({
    streamRef,
    digitalZoomRef: zoomRef,
    hasHardwareZoom: capabilities.hasHardwareZoom,
  });

  /**
   * Reads a picked or dropped image (for a device whose camera fails, or a code on screen). The
   * camera keeps running meanwhile and stops only when the image held a code.
   */
  const scanFile = useCallback(
    async (file: Blob): Promise<string | null> => {
      const response = await decoder().decode(file);
      if (response.text) {
        stop();
        onDecodeRef.current(response.text);
      }
      return response.text;
    },
    [stop],
  );

  /** True when the camera was running and its track has since ended (a phone's file picker can end it). */
  const hasCameraEnded = useCallback(() => Boolean(streamRef.current?.getVideoTracks().every((track) => track.readyState === 'ended')), []);

  useEffect(
    () => () => {
      stop();
      decoderRef.current?.dispose();
      decoderRef.current = null;
    },
    [stop],
  );

  return { state, error, cameras, capabilities, start, stop, pause, resume, setTorch, setZoom, scanFile, hasCameraEnded };
}
