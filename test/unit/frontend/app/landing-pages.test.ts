import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../../frontend/src/app/router';
import { LANDING_PAGES, landingPreloadScript, patternSource } from '../../../../frontend/vite.config';

/** The module a route's lazy() imports, as Vite resolves it ('/frontend/src/features/auth/pages/login-page.tsx'). */
function importedModule(lazy: unknown): string | null {
  return /_import__\(["']([^"']+)["']\)/.exec(String(lazy))?.[1] ?? null;
}

describe('the landing pages the build preloads', () => {
  // The routes take their paths from config/paths.ts: a path of the list that drifted from it
  // matches no route, or another one, and loads other modules.
  it('list the modules the router loads for each, and no others', () => {
    const routes = appRoutes(new QueryClient());
    for (const page of LANDING_PAGES) {
      // Prepare
      const example = page.path.replace(/:[^/]+/g, 'some-id');

      // Act
      const loaded = (matchRoutes(routes, example) ?? []).flatMap((match) => importedModule(match.route.lazy) ?? []);

      // Assess
      expect(loaded, page.path).toEqual(page.modules.map((module) => `/frontend/${module}`));
    }
  });

  it("match a page's path whole, with any id, and nothing longer", () => {
    const classPage = new RegExp(patternSource('/teacher/class-groups/:classGroupId'));
    expect(classPage.test('/teacher/class-groups/abc-123')).toBe(true);
    expect(classPage.test('/teacher/class-groups/abc-123/')).toBe(true);
    expect(classPage.test('/teacher/class-groups/abc/students')).toBe(false);
    expect(classPage.test('/teacher/class-groups/')).toBe(false);
    expect(new RegExp(patternSource('/auth/login')).test('/auth/login-help')).toBe(false);
  });

  it("write a script that adds the matching page's files, scripts as modulepreload and styles as preload", () => {
    // Prepare
    const script = landingPreloadScript([
      { pattern: patternSource('/auth/login'), files: ['/assets/login.js', '/assets/login.css'] },
      { pattern: patternSource('/contact-us'), files: ['/assets/contact.js'] },
    ]);
    const added: { rel: string; as?: string; href: string; crossOrigin: string }[] = [];
    const document = (linked: string[] = []) => ({
      createElement: () => ({}),
      querySelector: (selector: string) => (linked.some((href) => selector === `link[href="${href}"]`) ? {} : null),
      head: { append: (link: (typeof added)[number]) => added.push(link) },
    });

    // Act
    new Function('document', 'location', script)(document(), { pathname: '/auth/login' });

    // Assess
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/login.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/login.css' },
    ]);

    // A prerendered page carries its stylesheet inline, beside the file's (disabled) link: not asked for again.
    added.length = 0;
    new Function('document', 'location', script)(document(['/assets/login.css']), { pathname: '/auth/login' });
    expect(added.map((link) => link.href)).toEqual(['/assets/login.js']);
  });

  it('adds the catalogue parts the page waits for, in the language it opens in', () => {
    // Prepare
    const script = landingPreloadScript(
      [{ pattern: patternSource('/auth/login'), files: ['/assets/login.js'], parts: ['auth'] }],
      {
        en: { common: '/assets/common-en.js', auth: '/assets/auth-en.js' },
        ar: { common: '/assets/common-ar.js', auth: '/assets/auth-ar.js' },
        'zh-Hans': { common: '/assets/common-zh.js', auth: '/assets/auth-zh.js' },
      },
    );
    const preloaded = (path: string, { search = '', stored = null as string | null, languages = ['en-AU'] } = {}) => {
      const added: string[] = [];
      const document = {
        createElement: () => ({}),
        querySelector: () => null,
        head: { append: (link: { href: string }) => added.push(link.href) },
      };
      const storage = { getItem: () => stored };
      new Function('document', 'location', 'navigator', 'localStorage', script)(
        document,
        { pathname: path, search },
        { languages },
        storage,
      );
      return added;
    };

    // Act and assess: the link's language, then the one kept, then the browser's; English else.
    expect(preloaded('/auth/login', { search: '?lang=ar' })).toEqual([
      '/assets/login.js',
      '/assets/common-ar.js',
      '/assets/auth-ar.js',
    ]);
    expect(preloaded('/auth/login', { stored: 'ar', languages: ['zh-CN'] })).toContain('/assets/auth-ar.js');
    expect(preloaded('/auth/login', { languages: ['zh-CN'] })).toContain('/assets/auth-zh.js');
    expect(preloaded('/auth/login', { languages: ['zh-TW', 'de'] })).toContain('/assets/auth-en.js');
    expect(preloaded('/library', { languages: ['ar-EG'] })).toEqual(['/assets/common-ar.js']);
  });
});
