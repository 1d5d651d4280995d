/**
 * CloudFront Function (viewer request, S3 behaviour only): a path whose last segment has no file
 * extension is a client-side route of the SPA and is served index.html. Doing this here rather
 * than with distribution error responses keeps the API's own 403 and 404 answers intact.
 */
export const SPA_FALLBACK_FUNCTION = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
