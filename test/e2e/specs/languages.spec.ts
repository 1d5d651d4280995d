import type { Page, Response } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '../../../bin/seed/demo-accounts';
import { LOCALE_NAMES, type InterfaceLocale } from '../../../shared/i18n/locales';
import { LANGUAGE_QUERY } from '../../../frontend/src/lib/language/choice';
import { AccessibilityError, checkAccessibility, checkFitsViewport, settled, spec, type SpecContext } from '../harness';
import { login } from '../portal';

/**
 * The portal in every language (docs/using/languages.md; docs/developing.md "Adding a message or a language"):
 * each screen, as each demo account sees it, at the phone project's 360 px and at the desktop's
 * width. In the pseudo-locale no visible text may stand outside the catalogue's brackets ⟦…⟧ but
 * names, usernames, codes, numbers, dates, e-mail addresses and content; the page may not scroll
 * sideways; axe finds nothing. In Arabic the document reads right to left, fits and passes axe; in
 * Chinese it fits. A walk is one browser context per account, pages in sequence; every finding of
 * a walk is reported together, screen by screen.
 */

/** A screen of the walk: its address, or the first link on the screen before that matches. */
interface Screen {
  path?: string;
  /** The screen is reached by a link the screen before shows (an id of seeded data the spec cannot know). */
  linkOnPrevious?: RegExp;
  /** The screen's address from that link's (a sibling page of the one it links to). */
  fromLink?: (href: string) => string;
  /** The feature folder that owns the screen's words. */
  folder: string;
  /**
   * The folder's words are not in the catalogues yet: the screen's text outside brackets is printed,
   * not failed (its width and axe still count). Remove once the folder is converted.
   */
  fixme?: string;
}

interface Walk {
  name: string;
  /** Who walks: signed out, or a demo account. */
  account: DemoAccountKey | 'visitor';
  screens: Screen[];
}

const screen = (path: string, folder: string, fixme?: string): Screen => ({ path, folder, fixme });
const linked = (linkOnPrevious: RegExp, folder: string, fromLink?: (href: string) => string): Screen => ({
  linkOnPrevious,
  folder,
  fromLink,
});

const SCHOOL = '/teacher/schools/demo-primary';
const ADMIN_SCHOOL = '/admin/schools/demo-primary';

/** The screens of the portal (frontend/src/config/paths.ts), by the account that sees them. */
const WALKS: Walk[] = [
  {
    name: 'visitor',
    account: 'visitor',
    screens: [
      screen('/library', 'features/library'),
      screen('/library?serviceId=2', 'features/library'),
      screen('/auth/login', 'features/auth'),
      screen('/auth/register', 'features/auth'),
      screen('/auth/register?step=details&type=home', 'features/auth'),
      screen('/auth/password-reset', 'features/auth'),
      screen('/auth/saml', 'features/saml'),
      screen('/auth/saml/error', 'features/saml'),
      screen('/school-identification', 'features/school-identification'),
      screen('/card-sign-in', 'features/card-sign-in'),
      screen('/contact-us', 'features/contact'),
      screen('/webinar', 'features/webinar'),
      screen('/privacy-policy', 'features/static-pages'),
      screen('/no-such-page', 'features/shell'),
    ],
  },
  {
    name: 'personal',
    account: 'personal',
    screens: [
      screen('/library', 'features/library'),
      screen('/account', 'features/account'),
      screen('/account/subscriptions', 'features/account'),
      screen('/account/payment', 'features/account'),
      screen('/products/1/subscribe', 'features/subscribe'),
      screen('/retail-activation', 'features/voucher'),
      screen('/jobs', 'features/jobs'),
      screen('/contact-us', 'features/contact'),
    ],
  },
  {
    name: 'parent',
    account: 'parent',
    screens: [
      screen('/parent', 'features/children'),
      // My Child Accounts links each child's data page; Apps and sharing is its sibling.
      linked(/\/parent\/children\/[^/]+\/data$/, 'features/children', (href) => href.replace(/\/data$/, '/apps')),
      screen('/parent', 'features/children'),
      linked(/\/parent\/children\/[^/]+\/data$/, 'features/children'),
      screen('/account/add-child', 'features/account'),
      screen('/account', 'features/account'),
      screen('/products/2/subscribe', 'features/subscribe'),
      screen('/retail-activation', 'features/voucher'),
    ],
  },
  {
    name: 'child',
    account: 'child',
    screens: [screen('/library', 'features/library'), screen('/account', 'features/account')],
  },
  {
    name: 'student',
    account: 'student',
    screens: [screen('/library', 'features/library'), screen('/account', 'features/account')],
  },
  {
    name: 'teacher',
    account: 'teacher',
    screens: [
      screen('/library', 'features/library'),
      screen('/teacher', 'features/teacher'),
      screen('/teacher/class-groups/demo-3b', 'features/teacher'),
      screen(SCHOOL, 'features/teacher'),
      screen('/account', 'features/account'),
      screen('/account/two-factor', 'features/account'),
      screen('/school-quote?app=2', 'features/school-quote'),
      screen('/teacher-trial-landing/2', 'features/trial-landing'),
    ],
  },
  {
    name: 'school admin',
    account: 'schoolAdmin',
    screens: [
      screen(`${SCHOOL}/class-groups`, 'features/teacher'),
      screen(`${SCHOOL}/students-in-no-class`, 'features/teacher'),
      screen(`${SCHOOL}/teachers`, 'features/teacher'),
      screen(`${SCHOOL}/teachers/import`, 'features/teacher'),
      screen(`${SCHOOL}/teachers/saml-import`, 'features/teacher'),
      screen(`${SCHOOL}/student-import`, 'features/teacher'),
      screen(`${SCHOOL}/usage`, 'features/teacher'),
      screen(`${SCHOOL}/data-sharing`, 'features/teacher'),
      screen('/jobs', 'features/jobs'),
    ],
  },
  {
    name: 'staff (people and schools)',
    account: 'staff',
    screens: [
      screen('/admin/staff', 'features/admin'),
      linked(/\/admin\/staff\/[^/]+\/roles$/, 'features/admin'),
      screen('/admin/users?q=parent%40demo.example', 'features/admin'),
      linked(/\/admin\/users\/[^/?]+$/, 'features/admin'),
      screen('/admin/schools', 'features/admin'),
      screen('/admin/schools/new', 'features/admin'),
      screen(ADMIN_SCHOOL, 'features/admin'),
      screen(`${ADMIN_SCHOOL}?tab=settings`, 'features/admin'),
      screen(`${ADMIN_SCHOOL}?tab=subscriptions`, 'features/admin'),
      screen(`${ADMIN_SCHOOL}?tab=data-link`, 'features/admin'),
      screen(`${ADMIN_SCHOOL}?tab=usage`, 'features/admin'),
      screen('/admin/queues/unvetted', 'features/admin'),
    ],
  },
  {
    name: 'staff (operations)',
    account: 'staff',
    screens: [
      screen('/admin/vouchers', 'features/admin'),
      screen('/admin/emails', 'features/admin'),
      screen('/admin/servers', 'features/admin'),
      screen('/admin/stats', 'features/admin'),
      screen('/admin/saml', 'features/admin'),
      screen('/admin/jobs', 'features/admin'),
      screen('/admin/audit', 'features/admin'),
    ],
  },
  {
    name: 'staff (apps)',
    account: 'staff',
    screens: [
      screen('/admin/apps', 'features/admin'),
      screen('/admin/apps/1', 'features/admin'),
      screen('/admin/apps/translations', 'features/admin'),
    ],
  },
];

/** The walk's address of a path, in a language (kept on every address: the account's own language never takes over). */
function inLanguage(path: string, locale: InterfaceLocale): string {
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${encodeURIComponent(locale)}`;
}

// Content: what the portal shows as it was given. Every string in the API's and the content host's
// answers (names, usernames, app names and descriptions, schools, classes, codes) is content, word by word.
const WORD_SEPARATORS = /[\s\p{P}\p{S}]+/u;
const EMAIL = /[^\s@⟦⟧]+@[^\s@⟦⟧]+\.[^\s@⟦⟧]+/gu;
const URL_TEXT = /\bhttps?:\/\/\S+/gu;
/**
 * Dates and times come in the pseudo-locale's (Australian English) forms: their words are not
 * messages ('at' joins a long date and its time, the zone's short name ends it).
 */
const DATE_WORDS = new Set(
  [
    ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'],
    ...['November', 'December', 'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'],
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'am', 'pm', 'at', 'AEDT', 'AEST', 'UTC', 'GMT'],
  ].map((word) => word.toLowerCase()),
);
/** The sign-in buttons of other services say only the service's name. */
const BRAND_WORDS = new Set(['google', 'facebook']);
/** The language menu names each language in its own words. */
const LANGUAGE_WORDS = new Set(
  Object.values(LOCALE_NAMES).flatMap((name) => name.toLowerCase().split(WORD_SEPARATORS).filter(Boolean)),
);

function wordsOf(text: string): string[] {
  return text
    .replace(EMAIL, ' ')
    .replace(URL_TEXT, ' ')
    .split(WORD_SEPARATORS)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Whether a text outside brackets is one of the things never translated. */
function isUntranslatable(text: string, content: ReadonlySet<string>): boolean {
  // Initials (an avatar's, an app icon's) and a lone letter drawn as an icon.
  if (/^\p{Lu}{1,3}$/u.test(text) || /^\p{L}$/u.test(text)) return true;
  // A field's name in a file or a system (nameId): a code, written as it is.
  if (/^\p{Ll}+\p{Lu}[\p{L}\d]*$/u.test(text)) return true;
  return wordsOf(text).every(
    (word) =>
      /^\p{N}/u.test(word) || // numbers, 5th, 10:30
      /^(?=.*\d)[\p{L}\d]+$/u.test(word) || // codes: HAPPY3B, S1001
      DATE_WORDS.has(word) ||
      LANGUAGE_WORDS.has(word) ||
      BRAND_WORDS.has(word) ||
      content.has(word),
  );
}

/** Collects the words of every JSON or fetched HTML answer the page is given (not the documents it navigates to). */
function recordContent(page: Page): { words: Set<string>; settle: () => Promise<void> } {
  const words = new Set<string>();
  const pending: Promise<void>[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') for (const word of wordsOf(value)) words.add(word);
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'document') return;
    if (type.includes('json')) pending.push(response.json().then(add, () => undefined));
    else if (type.includes('html'))
      pending.push(
        response.text().then(
          (html) => add(html.replace(/<[^>]*>/g, ' ')),
          () => undefined,
        ),
      );
  });
  return {
    words,
    settle: async () => {
      await Promise.allSettled(pending.splice(0));
    },
  };
}

/**
 * The visible texts of the page outside the pseudo-locale's brackets, in document order, with the
 * element each is in. Brackets are counted across text nodes: a message with a link in it is one
 * bracket pair around several nodes. Text in a <bdi>, <code>, <kbd>, <time> or an element marked
 * translate="no" or dir="ltr" is a name or a code by the page's own word, and not collected.
 */
function textsOutsideBrackets(): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const isVisible = (element: Element): boolean => {
    // An option is drawn by its select, which is what may or may not be shown.
    const shown = element.closest('select') ?? element;
    return shown.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  const isMarkedUntranslatable = (element: Element): boolean => {
    const marked = element.closest('bdi, code, kbd, time, [translate="no"], [dir="ltr"]');
    return marked !== null && marked !== document.documentElement && document.body.contains(marked);
  };
  const describe = (element: Element) => {
    const landmark = element.closest('header, nav, main, footer, dialog, [role="dialog"]');
    const name = `<${element.tagName.toLowerCase()}${[...element.classList]
      .slice(0, 1)
      .map((c) => `.${c}`)
      .join('')}>`;
    return landmark && landmark !== element ? `${landmark.tagName.toLowerCase()} ${name}` : name;
  };
  let depth = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skipped.has(parent.tagName)) continue;
    const collect = isVisible(parent) && !isMarkedUntranslatable(parent);
    let outside = '';
    const flush = () => {
      const text = outside.replace(/\s+/g, ' ').trim();
      if (collect && text) found.push({ text, where: describe(parent) });
      outside = '';
    };
    for (const character of node.textContent ?? '') {
      if (character === '⟦') {
        if (depth === 0) flush();
        depth += 1;
      } else if (character === '⟧') depth = Math.max(0, depth - 1);
      else if (depth === 0) outside += character;
    }
    flush();
  }
  // What a person reads in an empty field.
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[placeholder], textarea[placeholder]',
  )) {
    const placeholder = field.placeholder.trim();
    if (placeholder && isVisible(field) && !/^⟦[\s\S]*⟧$/.test(placeholder))
      found.push({ text: placeholder, where: `${describe(field)} placeholder` });
  }
  return found;
}

interface ScreenReport {
  where: string;
  problems: string[];
  /** Text outside brackets on a screen whose folder is not converted yet (printed, not failed). */
  known: string[];
}

type Check = 'text' | 'rtl' | 'axe';

/** The checks of each language's walk: width always; text in the pseudo-locale, direction in Arabic, axe in both. */
const WALK_CHECKS: Partial<Record<InterfaceLocale, Check[]>> = {
  pseudo: ['text', 'axe'],
  ar: ['rtl', 'axe'],
  'zh-Hans': [],
};

async function checkScreen(
  ctx: SpecContext,
  locale: InterfaceLocale,
  screen: Screen,
  content: ReturnType<typeof recordContent>,
): Promise<ScreenReport> {
  const { page } = ctx;
  const width = page.viewportSize()?.width ?? 0;
  let path = screen.path;
  if (!path && screen.linkOnPrevious) {
    const pattern = screen.linkOnPrevious;
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const href = hrefs.find((link): link is string => link !== null && pattern.test(link.split('?')[0] ?? ''));
    path = href && screen.fromLink ? screen.fromLink(href) : href;
    if (!path)
      return {
        where: `a link like ${pattern} at ${width} px`,
        problems: ['no such link on the screen before'],
        known: [],
      };
  }
  await page.goto(new URL(inLanguage(path ?? '/', locale), ctx.baseUrl).toString());
  await settled(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const url = new URL(page.url());
  url.searchParams.delete(LANGUAGE_QUERY);
  const where = `${url.pathname}${url.search} at ${width} px`;
  const report: ScreenReport = { where, problems: [], known: [] };
  const checks = WALK_CHECKS[locale] ?? [];

  if (checks.includes('rtl')) {
    const root = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    }));
    if (root.dir !== 'rtl' || root.lang !== locale)
      report.problems.push(`<html> has dir="${root.dir}" lang="${root.lang}", not dir="rtl" lang="${locale}"`);
  }
  if (checks.includes('text')) {
    await content.settle();
    const outside = (await page.evaluate(textsOutsideBrackets)).filter(
      ({ text }) => !isUntranslatable(text, content.words),
    );
    const texts = [...new Set(outside.map(({ text, where: at }) => `"${text.slice(0, 80)}" (${at})`))];
    const stray = `text outside ⟦…⟧: ${texts.join('; ')}`;
    if (texts.length && screen.fixme) report.known.push(`${screen.fixme}; ${stray}`);
    else if (texts.length) report.problems.push(stray);
  }
  let fits = true;
  try {
    await checkFitsViewport(page, where);
  } catch (error) {
    fits = false;
    report.problems.push(error instanceof Error ? error.message : String(error));
  }
  if (checks.includes('axe') && fits) {
    const before = ctx.a11y.findings.length;
    try {
      await checkAccessibility(page, ctx.a11y, `${where} (${locale})`);
    } catch (error) {
      if (!(error instanceof AccessibilityError)) throw error;
    }
    // Every finding counts here, not only serious and critical ones.
    for (const finding of ctx.a11y.findings.slice(before))
      report.problems.push(
        `axe [${finding.impact}] ${finding.id}: ${finding.help} (${finding.targets.slice(0, 3).join(', ')})`,
      );
  }
  return report;
}

function languageWalk(locale: InterfaceLocale, what: string, walk: Walk) {
  return spec(`languages: ${what}, as ${walk.name}`, async (ctx) => {
    // The phone project walks the smallest phone the portal serves; the desktop its own width.
    if (ctx.project === 'phone') await ctx.page.setViewportSize({ width: 360, height: 780 });
    if (walk.account !== 'visitor') {
      const { username } = DEMO_ACCOUNTS[walk.account];
      await login(ctx, { username, password: DEMO_PASSWORD }, /\/(library|admin|teacher|parent|account)/);
    }
    const content = recordContent(ctx.page);
    const reports: ScreenReport[] = [];
    for (const screen of walk.screens) reports.push(await checkScreen(ctx, locale, screen, content));

    for (const report of reports.filter((entry) => entry.known.length))
      console.log(`    fixme (${locale}) ${report.where}: ${report.known.join('\n      ')}`);
    const failing = reports.filter((report) => report.problems.length);
    if (failing.length)
      throw new Error(
        `${failing.length} of ${reports.length} screens in ${locale} fail:\n` +
          failing.map((report) => `  ${report.where}:\n      ${report.problems.join('\n      ')}`).join('\n'),
      );
  });
}

export const languageSpecs = [
  ...WALKS.map((walk) => languageWalk('pseudo', 'every word from a catalogue (pseudo-locale)', walk)),
  ...WALKS.map((walk) => languageWalk('ar', 'Arabic reads right to left and fits', walk)),
  ...WALKS.map((walk) => languageWalk('zh-Hans', 'Chinese fits', walk)),
];
