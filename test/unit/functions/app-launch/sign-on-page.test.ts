import { describe, expect, it } from 'vitest';
import { signOnPostPage, SIGN_ON_POST_SCRIPT } from '../../../../functions/domain/app-launch/sign-on-page';
import { APP_SIGN_ON_PAGES } from '../../../../shared/schemas/app-launch';
import { paths } from '../../../../frontend/src/config/paths';
import { ltiEndpoints } from '../../../../shared/api/endpoints/lti';
import { SIGN_ON_PAGE_PATHS, securityHeaders } from '../../../../lib-infra/web/security-headers';
import { appLaunchEndpoints } from '../../../../shared/api/endpoints/app-launch';

describe('the app sign-on page', () => {
  it('posts the response and RelayState to the app with the site’s own script, every value escaped', () => {
    const html = signOnPostPage({
      appName: 'Maths <Quest>',
      acsUrl: 'https://maths.example/acs?a=1&b="2"',
      samlResponse: 'PHNhbWw+',
      relayState: '/play"><script>',
    });
    expect(html).toContain(
      '<form method="post" action="https://maths.example/acs?a=1&amp;b=&quot;2&quot;" id="saml-post">',
    );
    expect(html).toContain('<input type="hidden" name="SAMLResponse" value="PHNhbWw+">');
    expect(html).toContain('value="/play&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('Opening Maths &lt;Quest&gt;…');
    expect(html).toContain(`<script src="${SIGN_ON_POST_SCRIPT}"></script>`);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('leaves RelayState out when the launch names no page', () => {
    expect(
      signOnPostPage({ appName: 'A', acsUrl: 'https://a.example/acs', samlResponse: 'x', relayState: null }),
    ).not.toContain('RelayState');
  });

  it('are the only answers whose form may post to another HTTPS origin: the SAML launch and the LTI pages', () => {
    expect(SIGN_ON_PAGE_PATHS).toEqual([
      appLaunchEndpoints.launchApp.path,
      ltiEndpoints.startLtiLogin.path,
      ltiEndpoints.authorizeLti.path,
      ltiEndpoints.launchLtiTool.path,
    ]);
    const sources = { connect: [], formActions: [] };
    expect(securityHeaders({ sources, camera: false, signOn: true })['Content-Security-Policy']).toContain(
      "form-action 'self' https:",
    );
    expect(securityHeaders({ sources, camera: false })['Content-Security-Policy']).toContain("form-action 'self';");
  });

  it('the SPA pages the sign-on addresses send the browser to are the SPA’s own paths', () => {
    expect(APP_SIGN_ON_PAGES).toEqual({
      login: paths.auth.login.path,
      open: paths.appOpen.path,
      samlError: paths.auth.samlError.path,
    });
  });
});
