import type { Content } from 'pdfmake/interfaces';
import { localeDirection, type InterfaceLocale } from '../../../shared/i18n/locales';
import { fontFamilyFor } from './pdf-fonts';
import { isolated, isolatedName, rightToLeftParagraph } from './right-to-left';

type Margin = [number, number, number, number];
export interface TextStyle {
  /** The width the text may take: a right-to-left paragraph is broken into lines of it. */
  width: number;
  fontSize: number;
  bold?: boolean;
  margin?: Margin;
  color?: string;
}

/**
 * Sets a printout's texts in its language's direction: as pdfmake lays them out for left-to-right
 * languages (the content is what it always was), broken into lines and set against the right
 * margin for Arabic (right-to-left.ts). Table columns read from the right in Arabic too.
 */
export function documentWriter(locale: InterfaceLocale) {
  const rightToLeft = localeDirection(locale) === 'rtl';
  const family = fontFamilyFor(locale);
  return {
    rightToLeft,
    paragraph(text: string, style: TextStyle): Content {
      if (!rightToLeft)
        return {
          text,
          fontSize: style.fontSize,
          ...(style.bold ? { bold: true } : {}),
          ...(style.margin ? { margin: style.margin } : {}),
          ...(style.color ? { color: style.color } : {}),
        };
      return {
        ...(rightToLeftParagraph(text, {
          fontFile: style.bold ? family.bold : family.normal,
          fontSize: style.fontSize,
          width: style.width,
          bold: style.bold,
          margin: style.margin,
        }) as object),
        ...(style.color ? { color: style.color } : {}),
      } as Content;
    },
    /** A username, password or address kept one left-to-right unit inside the page's text. */
    value(text: string): string {
      return rightToLeft ? isolated(text) : text;
    },
    /** A person's or school's name kept one unit inside the page's text. */
    name(text: string): string {
      return rightToLeft ? isolatedName(text) : text;
    },
    /** A row's cells, from the reader's first column: reversed for a right-to-left page. */
    row<Cell>(cells: Cell[]): Cell[] {
      return rightToLeft ? [...cells].reverse() : cells;
    },
  };
}
export type DocumentWriter = ReturnType<typeof documentWriter>;
