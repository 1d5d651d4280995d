/**
 * The one inline script of a prerendered page (docs/internals.md "Prerendered pages"), in <head>
 * after the page's inline styles, and the marks it reads. Constant text, so the site's CSP allows
 * exactly it by its hash (PRERENDERED_PAGE_SCRIPT_HASH, lib-infra/web/security-headers.ts) and
 * never needs 'unsafe-inline'. Three jobs, before the page paints:
 *
 * 1. A browser that holds a sign-in session (Amplify's
 *    `CognitoIdentityServiceProvider.<client>.LastAuthUser`, frontend/src/lib/auth.ts, in either
 *    storage) marks <html> (SIGNED_IN_ATTRIBUTE) and hides the prerendered markup
 *    (`#root[data-prerendered]`), so a signed-in person never sees the signed-out header that would
 *    then change: the SPA renders their page as it does without prerendering. The rule is a
 *    constructed stylesheet, which the CSP's style-src does not govern.
 * 2. Each stylesheet the page carries inline (`<style>`, allowed by its hash) is followed by its
 *    file's `<link … disabled>` (INLINED_STYLESHEET_ATTRIBUTE): a disabled link is not fetched, and
 *    it tells the SPA's loader the sheet is there, so loading the page's chunks adds no second copy.
 *    If the CSP refused the inline sheet (a page written by an older build than the site's CSP, for
 *    the minutes between a deploy and the prerender job's run), its `sheet` is null and the link is
 *    enabled: the page is styled from the file, in the same place of the cascade.
 * 3. The SPA's scripts and preloads wait in a `<template>` (AFTER_PAINT_ATTRIBUTE), inert, until
 *    the page has painted (the browser's first-contentful-paint entry; where it has none, the frame
 *    after the document is parsed), so nothing competes with the first paint for the network or the
 *    CPU (a frame's end alone came before the paint's timestamp here); at once for a signed-in
 *    browser (nothing is shown) or a page opened in the background (no paint until it is shown),
 *    and after 3 s whatever happens, so a browser that reports no paint still gets the SPA.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
export const INLINED_STYLESHEET_ATTRIBUTE = 'data-inlined';

export const PRERENDERED_PAGE_SCRIPT =
  "try{for(const s of[localStorage,sessionStorage])for(let i=0;i<s.length;i++)if(/^CognitoIdentityServiceProvider\\..+\\.LastAuthUser$/.test(s.key(i))){const h=new CSSStyleSheet();h.replaceSync('#root[data-prerendered]{visibility:hidden}');document.adoptedStyleSheets=[...document.adoptedStyleSheets,h];document.documentElement.setAttribute('data-signed-in','');break}}catch{}" +
  "for(const l of document.querySelectorAll('link[data-inlined]'))if(!l.previousElementSibling?.sheet)l.disabled=false;" +
  "{let started=false;const start=()=>{if(started)return;started=true;for(const t of document.querySelectorAll('template[data-after-paint]'))for(const e of t.content.children){const c=document.createElement(e.localName);for(const a of e.attributes)c.setAttribute(a.name,a.value);document.head.append(c)}};" +
  "if(document.documentElement.hasAttribute('data-signed-in')||document.visibilityState!=='visible')start();" +
  "else{if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});" +
  "else addEventListener('DOMContentLoaded',()=>requestAnimationFrame(()=>setTimeout(start)));setTimeout(start,3000)}}";

/** The CSP source of PRERENDERED_PAGE_SCRIPT: its SHA-256 (a unit test keeps the two in step). */
export const PRERENDERED_PAGE_SCRIPT_HASH = "'sha256-bbx/slIpF5dYBNHJa9y0qOPJbBd1BiD0sdw9LJrEOdw='";
