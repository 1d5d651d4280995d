import { escapeXml } from '../saml/saml-xml';

/** The script (a file of the site, as its CSP allows no inline script) that posts the page's form at once. */
export const SIGN_ON_POST_SCRIPT = '/saml-post.js';

/**
 * The page that carries a SAML Response to the app: a form posted to the app's assertion consumer
 * (the HTTP-POST binding) at once by the site's own script, or by its button without scripts.
 */
export function signOnPostPage(target: {
  appName: string;
  acsUrl: string;
  samlResponse: string;
  relayState: string | null;
}): string {
  const relay =
    target.relayState === null ? '' : `<input type="hidden" name="RelayState" value="${escapeXml(target.relayState)}">`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>Opening ${escapeXml(target.appName)}…</title></head>
<body>
<main>
<h1>Opening ${escapeXml(target.appName)}…</h1>
<form method="post" action="${escapeXml(target.acsUrl)}" id="saml-post">
<input type="hidden" name="SAMLResponse" value="${escapeXml(target.samlResponse)}">${relay}
<p>If ${escapeXml(target.appName)} does not open by itself, press Continue.</p>
<button type="submit">Continue to ${escapeXml(target.appName)}</button>
</form>
</main>
<script src="${SIGN_ON_POST_SCRIPT}"></script>
</body>
</html>
`;
}
