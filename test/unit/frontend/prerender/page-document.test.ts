import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prerenderedHead } from '../../../../frontend/src/prerender/page-document';
import { styleHash } from '../../../../lib-infra/web/inline-style-hashes';
import { contentSecurityPolicy } from '../../../../lib-infra/web/security-headers';
import {
  PRERENDERED_PAGE_SCRIPT,
  PRERENDERED_PAGE_SCRIPT_HASH,
} from '../../../../shared/rules/prerendered-page-script';

/** The head of a built index.html, as Vite writes it (dist/web/index.html). */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <title>App Library</title>
    <script type="module" async crossorigin src="/assets/landing-preload-A.js"></script>
    <script type="module" crossorigin src="/assets/index-B.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const STYLESHEETS = {
  '/assets/index-D.css': ':root{--brand:#0a58ca}body{margin:0}',
  '/assets/login-page-E.css': '._form_1{display:grid}',
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("a prerendered page's head", () => {
  const html = prerenderedHead(TEMPLATE, ['/assets/login-page-E.css'], STYLESHEETS);
  const head = headOf(html);
  const outsideTemplate = head.replace(/<template[\s\S]*?<\/template>/g, '');

  it("carries the first page's stylesheet, then the page's own, inline: no render-blocking stylesheet", () => {
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toEqual([STYLESHEETS['/assets/index-D.css'], STYLESHEETS['/assets/login-page-E.css']]);
    // Each file's link stays, disabled (not fetched), so the SPA's loader does not add it again.
    const links = [...outsideTemplate.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(/ disabled /);
  });

  it("allows each inline stylesheet and the page's script by their hashes in the site's CSP, and nothing broader", () => {
    const styleHashes = Object.values(STYLESHEETS).map(styleHash);
    const csp = contentSecurityPolicy({ connect: [], formActions: [], styleHashes });
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    for (const [, css] of head.matchAll(/<style>([\s\S]*?)<\/style>/g))
      expect(styleSrc).toContain(
        `'sha256-${createHash('sha256')
          .update(css ?? '')
          .digest('base64')}'`,
      );
    const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([PRERENDERED_PAGE_SCRIPT]);
    expect(PRERENDERED_PAGE_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256').update(PRERENDERED_PAGE_SCRIPT).digest('base64')}'`,
    );
    expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toContain(PRERENDERED_PAGE_SCRIPT_HASH);
    expect(csp).not.toContain('unsafe-inline');
  });

  it("keeps the SPA's scripts and preloads in the template the page's script starts after the first paint", () => {
    expect(outsideTemplate).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(outsideTemplate).not.toMatch(/rel="(?:modulepreload|preload)"/);
    const template = /<template data-after-paint>([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-B.js"></script>');
    expect(template).toContain('src="/assets/landing-preload-A.js"');
    expect(template).toContain('<link rel="modulepreload" crossorigin href="/assets/react-C.js">');
    expect(template).toContain('href="/config.json"');
    // The template and the styles come before the script, which reads them as it runs.
    expect(head.indexOf('<template')).toBeLessThan(head.indexOf('<script>'));
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
  });

  it('is not written when the renderer lacks a stylesheet of the template (another build)', () => {
    expect(() => prerenderedHead(TEMPLATE, [], {})).toThrow(/no stylesheet \/assets\/index-D\.css/);
  });
});
