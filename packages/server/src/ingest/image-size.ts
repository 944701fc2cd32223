import type { DocumentKind } from '@stellara/contract';

// Image dimensions read from the header only, so an image bomb is refused before anything decodes it.

export interface ImageSize {
  width: number;
  height: number;
}

/** Largest image we decode for OCR (40 megapixels: a full A4 page at 600 dpi is about 35). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export function readImageSize(bytes: Uint8Array, kind: DocumentKind): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (kind) {
      case 'png':
        return { width: view.getUint32(16), height: view.getUint32(20) };
      case 'gif':
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case 'bmp':
        return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
      case 'webp': {
        const chunk = String.fromCharCode(...bytes.subarray(12, 16));
        if (chunk === 'VP8X')
          return {
            width: 1 + (view.getUint32(24, true) & 0xffffff),
            height: 1 + (view.getUint32(27, true) & 0xffffff),
          };
        if (chunk === 'VP8L') {
          const b = view.getUint32(21, true);
          return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) };
        }
        if (chunk === 'VP8 ')
          return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
        return null;
      }
      case 'jpeg': {
        let offset = 2;
        while (offset + 9 < bytes.length) {
          if (bytes[offset] !== 0xff) return null;
          const marker = bytes[offset + 1] as number;
          if (marker === 0xff) {
            offset++;
            continue;
          }
          const length = view.getUint16(offset + 2);
          if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
            return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
          }
          offset += 2 + length;
        }
        return null;
      }
      case 'tiff': {
        const little = bytes[0] === 0x49;
        const ifd = view.getUint32(4, little);
        const count = view.getUint16(ifd, little);
        let width = 0;
        let height = 0;
        for (let i = 0; i < count; i++) {
          const entry = ifd + 2 + i * 12;
          const tag = view.getUint16(entry, little);
          const type = view.getUint16(entry + 2, little);
          const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
          if (tag === 256) width = value;
          if (tag === 257) height = value;
        }
        return width && height ? { width, height } : null;
      }
      default:
        return null;
    }
  } catch {
    return null;
  }
}
