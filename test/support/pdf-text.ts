import { inflateSync } from 'node:zlib';
import { oneBitRowsPixels } from './png-pixels';

/**
 * The text a PDF shows, read back without a PDF library: every content stream (a page of ours)
 * is inflated, the strings of its text operators (Tj and TJ, hex or literal, WinAnsi as pdfkit
 * writes the standard fonts) are placed by their text matrix, and the pieces on one baseline are
 * joined into a line, top to bottom and left to right. pdfmake writes a word per text object, so
 * a line is its words joined (a space between pieces that end in neither a space, a hyphen nor a slash: table cells).
 * Enough to check what a document of ours prints; not a general PDF reader.
 */
export function pdfPages(pdf: Buffer): string[][] {
  return pdfPieces(pdf).map((pieces) => {
    const byLine = new Map<number, { x: number; text: string }[]>();
    for (const piece of pieces) {
      const y = Math.round(piece.y * 10) / 10;
      byLine.set(y, [...(byLine.get(y) ?? []), piece]);
    }
    return [...byLine.entries()]
      .sort(([top], [bottom]) => bottom - top)
      .map(([, line]) =>
        line
          .sort((left, right) => left.x - right.x)
          .reduce(
            (joined, piece) =>
              joined === '' || /[\s/-]$/.test(joined) ? joined + piece.text : `${joined} ${piece.text}`,
            '',
          )
          .trim(),
      );
  });
}

/** A text object: where it starts (x, y in points from the page's bottom left), its font size and its text. */
export interface PdfPiece {
  x: number;
  y: number;
  size: number;
  text: string;
}

/** Each page's text objects, in the order they are drawn. */
export function pdfPieces(pdf: Buffer): PdfPiece[][] {
  const pages: PdfPiece[][] = [];
  const source = pdf.toString('latin1');
  const streams = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    streams.lastIndex = end;
    const dictionary = source.slice(source.lastIndexOf('<<', match.index), match.index);
    let content: string;
    try {
      content = (
        dictionary.includes('/FlateDecode') ? inflateSync(pdf.subarray(start, end)) : pdf.subarray(start, end)
      ).toString('latin1');
    } catch {
      continue;
    }
    if (!/\bBT\b/.test(content)) continue;
    const pieces: PdfPiece[] = [];
    for (const block of content.split(/\bBT\b/).slice(1)) {
      const body = block.slice(0, block.search(/\bET\b/));
      const matrix = /(-?[\d.]+) (-?[\d.]+) Tm/.exec(body);
      const text = [...body.matchAll(/(\[(?:[^\]\\]|\\.)*\]|<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*(?:TJ|Tj)/g)]
        .map((found) => stringsOf(found[1] ?? ''))
        .join('');
      const size = Number(/([\d.]+) Tf/.exec(body)?.[1] ?? 0);
      if (text) pieces.push({ x: Number(matrix?.[1] ?? 0), y: Number(matrix?.[2] ?? 0), size, text });
    }
    pages.push(pieces);
  }
  return pages;
}

function stringsOf(operand: string): string {
  return [...operand.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)]
    .map(([, hex, literal]) =>
      hex !== undefined ? Buffer.from(hex, 'hex').toString('latin1') : (literal ?? '').replace(/\\(.)/g, '$1'),
    )
    .join('');
}

/** All the text of a PDF, a line per baseline, pages one after another. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf)
    .map((page) => page.join('\n'))
    .join('\n');
}

/** How many pages the PDF has (its page tree's count). */
export function pdfPageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);
}

/** The one-bit greyscale images of a PDF (the login cards' QR codes) as RGBA pixels, in the order they are stored. */
export function pdfOneBitImages(pdf: Buffer): { width: number; height: number; data: Uint8ClampedArray }[] {
  const source = pdf.toString('latin1');
  const images = [];
  for (const found of source.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dictionary = found[1] ?? '';
    if (!dictionary.includes('/Subtype /Image') || !/\/BitsPerComponent 1\b/.test(dictionary)) continue;
    const width = Number(/\/Width (\d+)/.exec(dictionary)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(dictionary)?.[1]);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = (found.index ?? 0) + found[0].length;
    images.push(oneBitRowsPixels(inflateSync(pdf.subarray(start, start + length)), width, height));
  }
  return images;
}
