/**
 * CloudFront Function (viewer request, S3 behaviour only): a path whose last segment has no file
 * extension is a client-side route of the SPA and is served index.html. Doing this here rather
 * than with distribution error responses keeps the API's own 403 and 404 answers intact. An
 * extension is a dot and 1 to 8 letters or digits at the end: a route that merely holds a dot (a
 * static page's name typed as '/Not..A%20Page', a username) is a route, which the SPA answers with
 * its not-found, never S3's AccessDenied XML.
 */
export const SPA_FALLBACK_FUNCTION = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (!/\\.[A-Za-z0-9]{1,8}$/.test(lastSegment)) {
    request.uri = '/index.html';
  }
  return request;
}
`;
