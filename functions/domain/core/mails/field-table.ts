import { escapeHtml } from '../../../../shared/rules/escape-html';

/** A mail that lists labelled fields, then free text: its plain-text part and its HTML (every value escaped). */
export function fieldTableMail(
  fields: readonly (readonly [string, string])[],
  message: string | null = null,
): { text: string; html: string } {
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(message === null ? [] : ['', message]),
  ].join('\n');
  const html = [
    '<table>',
    ...fields.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align: left; vertical-align: top">${escapeHtml(label)}</th><td style="white-space: pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(message === null ? [] : [`<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`]),
  ].join('\n');
  return { text, html };
}
