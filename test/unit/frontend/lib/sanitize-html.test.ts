import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../../bin/find-chromium';
import { sanitizeHtml as sanitizeOnServer, type LinkMode } from '../../../../frontend/src/lib/sanitize-html';
import { setHtmlWindowAddress } from '../../../../frontend/src/prerender/server-html-window';

// In Node, the sanitiser runs over the renderer's server DOM, as the prerendered pages' build
// swaps it in (bin/build-prerender.ts).
vi.mock(
  '../../../../frontend/src/lib/html-window',
  () => import('../../../../frontend/src/prerender/server-html-window'),
);

/**
 * DOMPurify needs a real DOM, and the unit project runs in Node: the sanitiser is bundled as the
 * SPA bundles it and run in Chromium (the browser the e2e suite drives), on a blank page of an
 * origin of its own so same-site links can be told from others.
 */
const ORIGIN = 'http://portal.test';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../../../frontend/src/lib/sanitize-html.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'sanitiser',
    write: false,
  });
  browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>test</title>' }),
  );
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}, 60_000);

afterAll(async () => browser?.close());

function sanitize(html: string, mode?: LinkMode): Promise<string> {
  return page.evaluate(
    ([input, linkMode]) =>
      (
        window as unknown as { sanitiser: { sanitizeHtml: (html: string, mode?: string) => string } }
      ).sanitiser.sanitizeHtml(input, linkMode),
    [html, mode] as const,
  );
}

describe('sanitizeHtml', () => {
  it('keeps headings, lists, emphasis and links', async () => {
    const html =
      '<h1>Privacy</h1><ul><li><strong>Details</strong></li></ul><p><a href="/contact-us">contact us</a></p>';

    expect(await sanitize(html, 'in-page')).toBe(html);
  });

  it('removes scripts, inline or loaded', async () => {
    const clean = await sanitize('<p>Hi</p><script>alert(1)</script><script src="/x.js"></script>', 'in-page');

    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes every on* event handler', async () => {
    const clean = await sanitize(
      '<p onclick="alert(1)" onmouseover="x()">Text</p><img src="/a.png" onerror="alert(1)"><a href="/x" onfocus="y()">x</a>',
      'in-page',
    );

    expect(clean).not.toMatch(/on(click|mouseover|error|focus)/i);
    expect(clean).toContain('<p>Text</p>');
  });

  it('removes javascript: and data: URLs from links, encoded or in capitals too', async () => {
    const clean = await sanitize(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="&#106;avascript:alert(1)">c</a><a href=" javascript:alert(1)">d</a><a href="data:text/html,<script>alert(1)</script>">e</a>',
      'in-page',
    );

    expect(clean.toLowerCase()).not.toContain('javascript:');
    expect(clean).not.toContain('data:text/html');
    expect(clean).toContain('>a</a>');
  });

  it('removes frames, forms, objects, styles and style attributes (the CSP would refuse them)', async () => {
    const clean = await sanitize(
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="q"><button>Go</button></form><object data="x"></object><embed src="x"><style>p{}</style><p style="color:red">Text</p><link rel="stylesheet" href="/x.css"><base href="https://evil.example/">',
      'in-page',
    );

    // A removed element's text stays (the button's label), as plain text.
    expect(clean).toBe('Go<p>Text</p>');
  });

  it("removes images from other origins and keeps the site's own", async () => {
    const clean = await sanitize(
      '<img src="https://tracker.example/pixel.gif" alt="t"><img src="/logo.png" alt="Logo">',
      'in-page',
    );

    expect(clean).toBe('<img src="/logo.png" alt="Logo">');
  });

  it('in-page: keeps links to the site in the tab and opens other sites in a new tab without access to this page', async () => {
    const clean = await sanitize(
      `<a href="/privacy-policy" target="_blank">a</a><a href="${ORIGIN}/press">b</a><a href="https://other.example/">c</a>`,
      'in-page',
    );

    expect(clean).toBe(
      `<a href="/privacy-policy">a</a><a href="${ORIGIN}/press">b</a><a href="https://other.example/" target="_blank" rel="noopener noreferrer">c</a>`,
    );
  });

  it('new-tab (the default, for service descriptions): every link opens a new tab', async () => {
    const clean = await sanitize('<a href="/library">a</a>');

    expect(clean).toBe('<a href="/library" target="_blank" rel="noopener noreferrer">a</a>');
  });
});

/**
 * A prerendered page's staff-written HTML is sanitised by the renderer over jsdom
 * (frontend/src/prerender/server-html-window.ts); the SPA renders the same description over it
 * with the browser's DOM. Both must give the very same markup, or the page would change under the
 * visitor (and hydration would not match).
 */
describe('sanitizeHtml over the renderer’s server DOM', () => {
  const snippets = [
    '<p>Phonics and reading lessons for ages 3–9, with <strong>hundreds of decodable books</strong>.</p>',
    '<p>Hi</p><script>alert(1)</script><p>there</p>',
    '<img src="/a.png" onerror="alert(1)" alt="A"><img src="https://tracker.example/p.gif">',
    '<p>See <a href="/privacy-policy" target="_top">our policy</a> and <a href="https://other.example/x?a=1&amp;b=2">theirs</a>.</p>',
    '<ul><li>One<li>Two &amp; three</ul><p>Unclosed <em>emphasis<p>& a bare ampersand, &nbsp; a space, “quotes” — ü</p>',
    '<h2 onclick="x()" style="color:red" class="big" title="a &quot;title&quot;">Heading</h2><br><hr>',
    '<table><tr><td>cell</td></tr></table><a href="javascript:alert(1)">bad</a><iframe src="/x"></iframe>',
    '<p dir="rtl" lang="ar">تمارين رياضيات</p><!-- a comment --><svg><script>alert(1)</script><circle r="1"/></svg>',
  ];

  it('gives the same markup as the browser, in both link modes', async () => {
    setHtmlWindowAddress(`${ORIGIN}/library?serviceId=2`);
    for (const mode of ['new-tab', 'in-page'] as const)
      for (const html of snippets)
        expect(sanitizeOnServer(html, mode), `${mode}: ${html}`).toBe(await sanitize(html, mode));
  });

  it('drops a script and an onerror attribute, and keeps a link opening a new tab', () => {
    setHtmlWindowAddress(`${ORIGIN}/library?serviceId=2`);
    expect(
      sanitizeOnServer(
        '<p>Read <a href="https://app.example/">more</a></p><script>alert(1)</script><img src="/x.png" onerror="alert(1)">',
      ),
    ).toBe(
      '<p>Read <a href="https://app.example/" target="_blank" rel="noopener noreferrer">more</a></p><img src="/x.png">',
    );
  });
});
