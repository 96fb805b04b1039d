import sharp from 'sharp';
import { DomainError } from '../../errors/domain-error';
import { MAX_PICTURE_PIXELS } from './reencode-picture';

export const LOGO_MESSAGES = {
  notALogo: 'Upload the logo as a PNG or SVG file.',
  tooManyPixels: 'This logo is too large: use one under 25 megapixels.',
  unreadable: 'This logo could not be read. Try another PNG or SVG file.',
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An SVG is text whose first element is `<svg` (after an optional BOM, XML declaration, comments
 * and doctype). Only the first 1 KB is looked at, with indexOf, so nothing scans the whole upload.
 */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<svg') || ((head.startsWith('<?xml') || head.startsWith('<!')) && head.includes('<svg'));
}

/** A logo as PNG, and the square app icons made from it. */
export interface RasterisedLogo {
  /** Fits `logoSidePx` on its longest side, transparency kept. */
  logo: Buffer;
  /** Square, transparent padding: the web manifest's 192 and 512 px icons. */
  icon192: Buffer;
  icon512: Buffer;
  /** 180 px square on white: iOS shows a transparent touch icon on black. */
  appleTouchIcon: Buffer;
}

/**
 * Turns an uploaded PNG or SVG logo into fresh PNGs. An SVG is never stored or served as SVG: sharp
 * (librsvg) rasterises it, so a script, an event handler or a link in it cannot survive, and
 * librsvg loads no external file or URL from a buffer. The real format comes from the bytes; the
 * pixel count from the header is refused above MAX_PICTURE_PIXELS before decoding (the pictures'
 * limit), and the decoder refuses it again. Work runs on libuv's thread pool, not the event loop.
 */
export async function rasteriseLogo(bytes: Buffer, logoSidePx: number): Promise<RasterisedLogo> {
  const isPng = bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  if (!isPng && !looksLikeSvg(bytes)) throw new DomainError('VALIDATION_FAILED', LOGO_MESSAGES.notALogo);
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header || header.format !== (isPng ? 'png' : 'svg')) throw new DomainError('VALIDATION_FAILED', LOGO_MESSAGES.unreadable);
  if (header.width * header.height > MAX_PICTURE_PIXELS) throw new DomainError('VALIDATION_FAILED', LOGO_MESSAGES.tooManyPixels);
  try {
    const source = () => sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' });
    const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
    const square = (sidePx: number) =>
      source().resize(sidePx, sidePx, { fit: 'contain', background: transparent }).png({ compressionLevel: 9 }).toBuffer();
    const [logo, icon192, icon512, appleTouchIcon] = await Promise.all([
      source().resize(logoSidePx, logoSidePx, { fit: 'inside' }).png({ compressionLevel: 9 }).toBuffer(),
      square(192),
      square(512),
      source()
        .resize(180, 180, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ]);
    return { logo, icon192, icon512, appleTouchIcon };
  } catch {
    throw new DomainError('VALIDATION_FAILED', LOGO_MESSAGES.unreadable);
  }
}
