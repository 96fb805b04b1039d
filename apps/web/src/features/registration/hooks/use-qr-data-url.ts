import { useEffect, useState } from 'react';

/**
 * The QR code of `text` as a PNG data URL, drawn by the `qrcode` library, loaded only when a code is
 * shown (it stays out of the page's first load). Undefined while drawing.
 */
export function useQrDataUrl(text: string | undefined): string | undefined {
  const [drawn, setDrawn] = useState<{ text: string; url: string }>();
  useEffect(() => {
    if (!text) return;
    let isCurrent = true;
    void import('qrcode').then(async ({ default: QRCode }) => {
      const url = await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
      if (isCurrent) setDrawn({ text, url });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.url : undefined;
}
