import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** Pixels per QR module in the image: crisp when printed, and a few KB per code. */
const PIXELS_PER_MODULE = 4;
/** The quiet zone of four modules the standard asks for around the code. */
const QUIET_MODULES = 4;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, check]);
}

/**
 * The QR code of `text` (error correction M) drawn from `qrcode`'s module matrix as a one-bit
 * greyscale PNG: black modules, white quiet zone. A PNG of this kind goes into the PDF as it is
 * (pdfkit copies its compressed rows), which keeps 1,000 cards quick; a vector drawing of the
 * same code costs several times more to lay out.
 */
export function qrCodePng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_MODULES) * PIXELS_PER_MODULE;
  const rowBytes = Math.ceil(side / 8);
  const raw = Buffer.alloc((rowBytes + 1) * side, 0);
  const line = Buffer.alloc(rowBytes);
  for (let moduleRow = -QUIET_MODULES; moduleRow < modules.size + QUIET_MODULES; moduleRow += 1) {
    // One image row of this module row: bits set to 1 (white) except under dark modules.
    line.fill(0xff);
    if (moduleRow >= 0 && moduleRow < modules.size) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.data[moduleRow * modules.size + column] !== 1) continue;
        const left = (column + QUIET_MODULES) * PIXELS_PER_MODULE;
        for (let x = left; x < left + PIXELS_PER_MODULE; x += 1)
          line[x >> 3] = (line[x >> 3] ?? 0) & ~(0x80 >> (x & 7));
      }
    }
    // Each row starts with filter type 0 (none) and repeats PIXELS_PER_MODULE times.
    for (let repeat = 0; repeat < PIXELS_PER_MODULE; repeat += 1)
      line.copy(raw, ((moduleRow + QUIET_MODULES) * PIXELS_PER_MODULE + repeat) * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The QR code as a pdfmake image node of `sizePt` points square. */
export function qrCodeImage(text: string, sizePt: number): { image: string; width: number; height: number } {
  return { image: `data:image/png;base64,${qrCodePng(text).toString('base64')}`, width: sizePt, height: sizePt };
}
