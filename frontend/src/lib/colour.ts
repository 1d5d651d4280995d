import { DEFAULT_TILE_COLOUR } from '../../../shared/constants';

// Black or white: one of the two always contrasts at least 4.58:1 with any colour.
const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

function parseHex(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const rgbA = parseHex(a);
  const rgbB = parseHex(b);
  if (!rgbA || !rgbB) return 1;
  const [light, dark] = [luminance(rgbA), luminance(rgbB)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A tile colour from staff data: a hex colour, or the default #0099FF. */
export function tileColour(colour: string | null | undefined): string {
  return colour && parseHex(colour) ? colour : DEFAULT_TILE_COLOUR;
}

/** Dark or white text, whichever contrasts more with the background. */
export function readableTextColour(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}
