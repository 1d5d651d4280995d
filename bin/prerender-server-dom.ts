import path from 'node:path';
import type { PluginOption } from 'vite';

const FRONTEND = path.resolve(import.meta.dirname, '../frontend');

/**
 * The browser's window for parsing and sanitising HTML (frontend/src/lib/html-window.ts) becomes
 * a server DOM in the renderer (frontend/src/prerender/server-html-window.ts, jsdom): swapped
 * here, so only the renderer carries jsdom and the SPA's bundle does not grow.
 */
const BROWSER_HTML_WINDOW = path.join(FRONTEND, 'src/lib/html-window.ts');
const SERVER_HTML_WINDOW = path.join(FRONTEND, 'src/prerender/server-html-window.ts');

/**
 * jsdom's synchronous XMLHttpRequest runs a worker file it finds with `require.resolve`, which a
 * bundle has no file for (loading the bundle would throw): the renderer's DOM only parses HTML and
 * never makes a request, so the worker's path is left null.
 */
const JSDOM_XHR = /[\\/]jsdom[\\/]lib[\\/]jsdom[\\/]living[\\/]xhr[\\/]XMLHttpRequest-impl\.js$/;
const JSDOM_SYNC_WORKER = 'require.resolve("./xhr-sync-worker.js")';

export function withServerHtmlWindow(): PluginOption {
  return {
    name: 'portal-server-html-window',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('html-window') || source.includes('server-html-window')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && path.normalize(resolved.id) === BROWSER_HTML_WINDOW ? SERVER_HTML_WINDOW : resolved;
    },
    transform(code, id) {
      if (!JSDOM_XHR.test(id)) return null;
      if (!code.includes(JSDOM_SYNC_WORKER))
        throw new Error(`prerender: jsdom no longer finds its worker as ${JSDOM_SYNC_WORKER}`);
      return { code: code.replace(JSDOM_SYNC_WORKER, 'null'), map: null };
    },
  };
}
