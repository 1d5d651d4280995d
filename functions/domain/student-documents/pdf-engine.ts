import type * as PdfMakeModule from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { currentLocale } from '../../platform/language';
import { fontFamilyFor, type PdfFontFamily } from './pdf-fonts';

/**
 * pdfmake 0.3 on the server, configured once: the PDF standard fonts for Latin scripts (pdfkit's
 * own font metrics, shipped beside the bundled function by bin/build-functions.ts) and Noto Sans
 * for Arabic and Chinese (pdf-fonts.ts); no URL may be fetched and no other local file read (a
 * document can name an image or font by URL or path; ours never do, and a value printed from a
 * student's name cannot make it try).
 */
const fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }> = {};
const fontFiles = new Set<string>();

/** Makes a language's fonts known to pdfmake, the first time a document is printed in it. */
function withFontsOf(pdfMake: PdfMake, family: PdfFontFamily): void {
  if (fonts[family.name]) return;
  fonts[family.name] = { normal: family.normal, bold: family.bold, italics: family.normal, bolditalics: family.bold };
  fontFiles.add(family.normal).add(family.bold);
  pdfMake.setFonts(fonts);
}

/**
 * pdfmake (with pdfkit and its font engine, 1.1 MB) is loaded and configured when the first PDF
 * is made, not when the function loads: the print routes' other answers (a refusal, a bad
 * request) and their cold start do not wait for it. A font file is read when a document first
 * uses it.
 */
type PdfMake = typeof PdfMakeModule;
let configured: Promise<PdfMake> | undefined;
function pdfEngine(): Promise<PdfMake> {
  // pdfmake is CommonJS: its engine is the module's default export (its types name only the members).
  return (configured ??= import('pdfmake').then((module) => {
    const pdfMake = (module as unknown as { default: PdfMake }).default;
    pdfMake.setUrlAccessPolicy(() => false);
    pdfMake.setLocalAccessPolicy((path) => fontFiles.has(path));
    return pdfMake;
  }));
}

/** Renders a document definition to the bytes of a PDF, in the font of the language it is printed in. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfMake = await pdfEngine();
  const family = fontFamilyFor(currentLocale());
  withFontsOf(pdfMake, family);
  const document = pdfMake.createPdf({
    ...definition,
    defaultStyle: { font: family.name, fontSize: 10, ...definition.defaultStyle },
  });
  return (await document.getBuffer()) as Buffer;
}
