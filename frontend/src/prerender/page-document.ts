import {
  AFTER_PAINT_ATTRIBUTE,
  INLINED_STYLESHEET_ATTRIBUTE,
  PRERENDERED_PAGE_SCRIPT,
} from '../../../shared/rules/prerendered-page-script';

/**
 * The built index.html's <head> made a prerendered page's (docs/internals.md "Prerendered pages"):
 * nothing in it waits for the network before the first paint. Each stylesheet the template links,
 * then the page's own (`pageSheets`, its lazy chunks' CSS), is written inline as the file's very
 * text, whose hash the site's CSP allows (the build lists them: bin/build-prerender.ts), followed by
 * the file's link, disabled; the SPA's scripts and preloads wait in a template for the page's one
 * inline script (shared/rules/prerendered-page-script.ts) to start them after the first paint.
 * `stylesheets` holds the build's CSS by address; a sheet it lacks means the template and the
 * renderer come from different builds, and the page is not written.
 */
export function prerenderedHead(
  template: string,
  pageSheets: readonly string[],
  stylesheets: Readonly<Record<string, string>>,
): string {
  const linked: string[] = [];
  const deferred: string[] = [];
  const withoutLoads = template
    .replace(/[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/g, (tag) => {
      linked.push(attribute(tag, 'href'));
      return '';
    })
    .replace(
      /[ \t]*(?:<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>)\n?/g,
      (tag) => {
        deferred.push(tag.trim());
        return '';
      },
    );
  const styles = [...new Set([...linked, ...pageSheets])].map((href) => {
    const css = stylesheets[href];
    if (css === undefined) throw new Error(`The renderer's build has no stylesheet ${href}: build it with the SPA's`);
    return (
      `<style>${css}</style>` +
      `<link rel="stylesheet" crossorigin href="${href}" disabled ${INLINED_STYLESHEET_ATTRIBUTE}>`
    );
  });
  const head = [
    ...styles,
    `<template ${AFTER_PAINT_ATTRIBUTE}>${deferred.join('')}</template>`,
    `<script>${PRERENDERED_PAGE_SCRIPT}</script>`,
  ];
  return withoutLoads.replace('</head>', () => `${head.map((line) => `  ${line}\n`).join('')}  </head>`);
}

function attribute(tag: string, name: string): string {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  if (value === undefined) throw new Error(`No ${name} in ${tag}`);
  return value;
}
