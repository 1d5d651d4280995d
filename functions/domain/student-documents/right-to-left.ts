import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import type { Content } from 'pdfmake/interfaces';

/**
 * Right-to-left text for pdfmake, which lays out every line left to right and knows no bidi
 * (Unicode's bidirectional algorithm, UAX #9). fontkit shapes and mirrors a run of Arabic by
 * itself, so a paragraph is broken into lines here, in reading order, by the width its words
 * take in the font; each line's runs are put in the order the eye meets them from the left (an
 * Arabic run, a username, a number), and the line is set against the right margin.
 */
const bidi = bidiFactory();
/** The isolates that keep a value one unit (isolated()); they mark, they do not print. */
const ISOLATES = /[\u2066-\u2069]/;

/**
 * A value set inside right-to-left text as one left-to-right unit (a username, a password, a web
 * address): its own punctuation stays where it is typed, as `kite7!` and not `!kite7`.
 */
export function isolated(value: string): string {
  return `\u2066${value}\u2069`;
}

/** A name inside right-to-left text, one unit in the direction of its own first letter. */
export function isolatedName(value: string): string {
  return `\u2068${value}\u2069`;
}
const fonts = new Map<string, fontkit.Font>();

function fontAt(file: string): fontkit.Font {
  let font = fonts.get(file);
  if (!font) {
    const opened = fontkit.openSync(file);
    if (!('layout' in opened)) throw new Error(`${file} is a font collection, not one font`);
    font = opened;
    fonts.set(file, font);
  }
  return font;
}

function widthOf(text: string, font: fontkit.Font, fontSize: number): number {
  return (font.layout(text).advanceWidth / font.unitsPerEm) * fontSize;
}

/** The lines of a paragraph, in reading order, each no wider than `width` (a word longer than a line stands alone). */
function brokenIntoLines(text: string, font: fontkit.Font, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && widthOf(longer, font, fontSize) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * One line's pieces from left to right, each one direction. pdfmake sets pieces and words left to
 * right, and fontkit turns each Arabic word around (letters joined, its punctuation to its left):
 * so a right-to-left run is given word by word from its last word, its spaces as pieces of their
 * own; a left-to-right run (a username, a web address, a number) as it is.
 */
export function visualRuns(line: string): string[] {
  const levels = bidi.getEmbeddingLevels(line, 'rtl');
  // Indexes of UTF-16 code units, as the algorithm's levels are.
  const order = Array.from({ length: line.length }, (_unit, index) => index);
  for (const segment of bidi.getReorderSegments(line, levels)) {
    const [start = 0, end = start] = segment;
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const runs: { odd: boolean; characters: string[] }[] = [];
  for (const index of order) {
    const odd = (levels.levels[index] ?? 1) % 2 === 1;
    // fontkit mirrors brackets and quotation marks in an Arabic run itself (« reads as »).
    const character = line[index] ?? '';
    if (ISOLATES.test(character)) continue;
    const last = runs.at(-1);
    if (last && last.odd === odd) last.characters.push(character);
    else runs.push({ odd, characters: [character] });
  }
  return runs.flatMap((run) => {
    if (!run.odd) return [run.characters.join('')];
    // The run's characters are in visual order: its words, read back, are in reading order.
    const readingOrder = [...run.characters].reverse().join('');
    return (readingOrder.match(/\s+|\S+/g) ?? []).reverse();
  });
}

/** A paragraph set right to left, as pdfmake content: a right-aligned line each. */
export function rightToLeftParagraph(
  text: string,
  style: {
    fontFile: string;
    fontSize: number;
    width: number;
    bold?: boolean;
    margin?: [number, number, number, number];
  },
): Content {
  const font = fontAt(style.fontFile);
  // A point or two to spare: pdfmake measures with the same font, but rounds on its own.
  const lines = brokenIntoLines(text, font, style.fontSize, style.width - 2);
  return {
    stack: lines.map((line) => ({
      text: visualRuns(line).map((run) => ({ text: run })),
      alignment: 'right' as const,
    })),
    fontSize: style.fontSize,
    bold: style.bold,
    ...(style.margin ? { margin: style.margin } : {}),
  };
}
