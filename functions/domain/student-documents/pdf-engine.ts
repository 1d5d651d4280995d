import type * as PdfMakeModule from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * pdfmake 0.3 on the server, configured once: the PDF standard fonts only (pdfkit's own font
 * metrics, shipped beside the bundled function by bin/build-functions.ts), no URL may be fetched
 * and no local file read (a document can name an image or font by URL or path; ours never do,
 * and a value printed from a student's name cannot make it try).
 */
const STANDARD_FONTS = {
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
};
const FONT_NAMES: ReadonlySet<string> = new Set(Object.values(STANDARD_FONTS.Helvetica));

/**
 * pdfmake (with pdfkit and its font engine, 1.1 MB) is loaded and configured when the first PDF
 * is made, not when the function loads: the print routes' other answers (a refusal, a bad
 * request) and their cold start do not wait for it.
 */
type PdfMake = typeof PdfMakeModule;
let configured: Promise<PdfMake> | undefined;
function pdfEngine(): Promise<PdfMake> {
  // pdfmake is CommonJS: its engine is the module's default export (its types name only the members).
  return (configured ??= import('pdfmake').then((module) => {
    const pdfMake = (module as unknown as { default: PdfMake }).default;
    pdfMake.setFonts(STANDARD_FONTS);
    pdfMake.setUrlAccessPolicy(() => false);
    pdfMake.setLocalAccessPolicy((path) => FONT_NAMES.has(path));
    return pdfMake;
  }));
}

/** Renders a document definition (Helvetica by default) to the bytes of a PDF. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfMake = await pdfEngine();
  const document = pdfMake.createPdf({
    ...definition,
    defaultStyle: { font: 'Helvetica', fontSize: 10, ...definition.defaultStyle },
  });
  return (await document.getBuffer()) as Buffer;
}
