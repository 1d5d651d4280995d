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
