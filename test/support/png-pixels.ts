import { inflateSync } from 'node:zlib';

/**
 * The RGBA pixels of a one-bit greyscale PNG without interlacing (the QR codes of login cards),
 * for a QR reader in tests. Any other kind of PNG is refused rather than misread.
 */
export function oneBitPngPixels(png: Buffer): { width: number; height: number; data: Uint8ClampedArray } {
  let offset = 8;
  let width = 0;
  let height = 0;
  const compressed: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 1 || data[9] !== 0 || data[12] !== 0)
        throw new Error('Not a one-bit greyscale PNG without interlacing');
    } else if (type === 'IDAT') compressed.push(data);
    offset += 12 + length;
  }
  return oneBitRowsPixels(inflateSync(Buffer.concat(compressed)), width, height);
}

/** RGBA pixels of one-bit greyscale rows, each led by its PNG filter byte (0: none), as a PNG's IDAT or a PDF image with the PNG predictor holds them. */
export function oneBitRowsPixels(
  raw: Buffer,
  width: number,
  height: number,
): { width: number; height: number; data: Uint8ClampedArray } {
  const rowBytes = Math.ceil(width / 8);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    if (raw[y * (rowBytes + 1)] !== 0) throw new Error('Only rows without a filter are read');
    for (let x = 0; x < width; x += 1) {
      const white = ((raw[y * (rowBytes + 1) + 1 + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      pixels.set([white * 255, white * 255, white * 255, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data: pixels };
}
