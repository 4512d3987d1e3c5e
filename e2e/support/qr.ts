import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a QR code image (a PNG data URL) holds, as a phone's camera would read it; null when unreadable. */
export function decodeQr(dataUrl: string | null): string | null {
  const base64 = /^data:image\/png;base64,(.+)$/.exec(dataUrl ?? '')?.[1];
  if (!base64) return null;
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
