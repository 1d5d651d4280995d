import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InterfaceLocale } from '../../../shared/i18n/locales';

/**
 * The fonts a printout uses, by the language it is printed in (docs/using/languages.md). Latin
 * scripts print in the PDF standard Helvetica (nothing embedded); Arabic and Chinese embed Noto
 * Sans from its registry package, read only when a document in that language is printed (the
 * Chinese font is 10 MB). Only the glyphs a document uses are embedded.
 */
export interface PdfFontFamily {
  name: string;
  normal: string;
  bold: string;
}

/** The font files a bundle carries beside itself (bin/build-functions.ts copies them to `<bundle>/fonts`). */
export const EMBEDDED_FONT_FILES = {
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  // One weight: a bold weight would add another 10 MB to every bundle that prints.
  chinese: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;

const HELVETICA: PdfFontFamily = { name: 'Helvetica', normal: 'Helvetica', bold: 'Helvetica-Bold' };

/** Where a font file is: beside the bundle in a Lambda, in node_modules everywhere else. */
function fontPath(file: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'fonts', path.basename(file));
  return existsSync(bundled) ? bundled : createRequire(import.meta.url).resolve(file);
}

export function fontFamilyFor(locale: InterfaceLocale): PdfFontFamily {
  if (locale === 'ar')
    return {
      name: 'NotoSansArabic',
      normal: fontPath(EMBEDDED_FONT_FILES.arabic),
      bold: fontPath(EMBEDDED_FONT_FILES.arabicBold),
    };
  if (locale === 'zh-Hans') {
    const file = fontPath(EMBEDDED_FONT_FILES.chinese);
    return { name: 'NotoSansSC', normal: file, bold: file };
  }
  return HELVETICA;
}
