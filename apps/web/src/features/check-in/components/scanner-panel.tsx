import { useState } from 'react';
import type { ScannerState } from '../hooks/use-camera-scanner';
import { CameraScanner } from './camera-scanner';

/** The attendance scanner panel (spec section 2): title, hint, 'Scanning' badge, camera view. */
export function ScannerPanel({ onScanned }: { onScanned: (text: string) => void }) {
  const [state, setState] = useState<ScannerState>('not-started');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="attendance-scanner-title" className="text-lg font-bold">
          Scan QR Code
        </h2>
        {state === 'scanning' ? (
          <span className="flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            <span className="h-2 w-2 rounded-full bg-green-600 motion-safe:animate-pulse" aria-hidden="true" />
            Scanning
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">Point your camera at the QR code to scan</p>
      <CameraScanner
        active
        onDecode={onScanned}
        onStateChange={setState}
        controls={{ imageFile: true, dragAndDrop: true, torch: true, zoom: true }}
      />
    </div>
  );
}
