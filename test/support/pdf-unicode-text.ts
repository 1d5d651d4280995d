import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy and paste would give it, through each embedded font's
 * ToUnicode map (pdf.js): for printouts in Arabic and Chinese, whose glyphs pdf-text.ts (the
 * standard fonts' WinAnsi only) cannot read. Joining marks and the control codes some shaped
 * Arabic glyphs map to are dropped, so words compare as typed.
 */
export async function pdfUnicodeText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  // eslint-disable-next-line no-control-regex -- the control codes are what is removed
  return pages.join('\n').replace(/[\u0000-\u0009\u000b-\u001f\u200c\u200d]/g, '');
}
