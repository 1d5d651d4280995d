/**
 * The field separator of a delimited text file, read from its heading line: whichever of comma,
 * semicolon, tab and bar is used most outside quotes there (European Excel writes semicolons), or
 * the one an Excel 'sep=' line names. SheetJS would otherwise guess from the data too, where a
 * cell full of semicolons can outvote the commas of the headings.
 */
const candidateDelimiters = [',', ';', '\t', '|'] as const;

export function headingLineDelimiter(text: string): string {
  const sepLine = /^sep=(.)\r?\n/.exec(text);
  if (sepLine?.[1]) return sepLine[1];
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && (candidateDelimiters as readonly string[]).includes(character))
      counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best: string = ',';
  for (const delimiter of candidateDelimiters)
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
