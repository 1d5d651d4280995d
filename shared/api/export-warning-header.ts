/**
 * The header a file answer carries when the file holds less than it would (ARCHITECTURE 'Jobs and
 * progress': an export is never silently partial), e.g. a voucher batch whose generation stopped.
 * Its value is the warning in words, URI-encoded (a header holds ASCII only); the SPA shows it
 * beside the download.
 */
export const EXPORT_WARNING_HEADER = 'X-Export-Warning';
