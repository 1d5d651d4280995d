import { escapeXml } from '../saml/saml-xml';
import type { LtiAuthError } from '../../../shared/schemas/lti';
import { SIGN_ON_POST_SCRIPT } from '../app-launch/sign-on-page';

/**
 * A page that posts a form to a tool at once (the site's own script, as its CSP allows no inline
 * script; its button without scripts): the login initiation, the id_token and an OIDC error are
 * each carried to the tool this way (form_post, OAuth 2.0 Form Post Response Mode).
 */
export function autoPostPage(target: { appName: string; action: string; fields: Record<string, string> }): string {
  const inputs = Object.entries(target.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeXml(name)}" value="${escapeXml(value)}">`)
    .join('\n');
  const app = escapeXml(target.appName);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>Opening ${app}…</title></head>
<body>
<main>
<h1>Opening ${app}…</h1>
<form method="post" action="${escapeXml(target.action)}" id="saml-post">
${inputs}
<p>If ${app} does not open by itself, press Continue.</p>
<button type="submit">Continue to ${app}</button>
</form>
</main>
<script src="${SIGN_ON_POST_SCRIPT}"></script>
</body>
</html>
`;
}

/** The page that posts an error and the tool's state to the tool's redirect URI (form_post). */
export function toolErrorPage(
  to: { serviceName: string; redirectUri: string; state: string | null },
  refusal: { error: LtiAuthError; description: string },
): { html: string } {
  return {
    html: autoPostPage({
      appName: to.serviceName,
      action: to.redirectUri,
      fields: {
        error: refusal.error,
        error_description: refusal.description,
        ...(to.state !== null ? { state: to.state } : {}),
      },
    }),
  };
}
