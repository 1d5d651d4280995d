const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat for these options, made once: making one costs far more than using it
 * (`toLocaleDateString` makes one per call), and a table formats a date on every row.
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A formatter to declare beside a module's other constants: it makes its Intl.DateTimeFormat when
 * it first formats, so loading the module does not load the locale's data (the first Intl object
 * of a page costs about 12 ms, four times that on a phone).
 */
export function dateFormatter(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): { format(date: Date): string } {
  return { format: (date) => dateTimeFormat(locale, options).format(date) };
}
