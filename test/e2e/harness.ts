import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * A small spec runner on playwright-core: every spec gets a fresh browser context, every page
 * state a spec looks at is checked with axe, and a failure leaves a screenshot in test-results/.
 */

export interface SpecContext {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Pages checked with axe so far in this spec, with their findings. */
  a11y: A11yLog;
  /** The project the spec runs in: a desktop browser, or a phone (390 × 844, touch, mobile agent). */
  project: E2eProject;
}

export type E2eProject = 'desktop' | 'phone';

export interface Spec {
  name: string;
  run(ctx: SpecContext): Promise<void>;
}

export function spec(name: string, run: (ctx: SpecContext) => Promise<void>): Spec {
  return { name, run };
}

export interface A11yFinding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export class A11yLog {
  readonly checked: string[] = [];
  readonly findings: A11yFinding[] = [];
}

export class AccessibilityError extends Error {
  override name = 'AccessibilityError';
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);

export class LayoutError extends Error {
  override name = 'LayoutError';
}

/**
 * Nothing is wider than the viewport (the document does not scroll sideways); the message names
 * the elements that stick out by themselves (their parent fits), outside any box that scrolls.
 */
export async function checkFitsViewport(page: Page, where: string): Promise<void> {
  // The width the browser was asked for: a phone's browser widens its layout to fit what overflows
  // (and then zooms out), so the document's own client width would hide the fault.
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate((width) => {
    const root = document.documentElement;
    if (root.scrollWidth <= width) return null;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' && element !== root && element !== document.body;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}" reaches ${right} px`;
    };
    const culprits: string[] = [];
    const stickingOut = (element: Element) =>
      [...element.children].filter((child) => {
        const box = child.getBoundingClientRect();
        return (box.width > 0 || box.height > 0) && box.right > width + 1;
      });
    // Follow the overflow down to where it starts: an element none of whose children stick out,
    // or a box that clips its content but is itself too wide.
    const walk = (element: Element) => {
      const children = stickingOut(element);
      if (!children.length && element !== document.body) culprits.push(describe(element));
      for (const child of children) {
        if (culprits.length >= 5) return;
        if (clips(child)) culprits.push(describe(child));
        else walk(child);
      }
    };
    walk(document.body);
    // Nothing's box sticks out: then text does, running out of a box that fits (a long word, a
    // line that may not wrap). Name the element whose text it is.
    const clipped = (element: Element | null) => {
      for (let at = element; at && at !== document.body; at = at.parentElement) if (clips(at)) return true;
      return false;
    };
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node && culprits.length < 5; node = texts.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.right > width + 1 && node.parentElement && !clipped(node.parentElement))
        culprits.push(`text of ${describe(node.parentElement)}, the text reaching ${Math.round(box.right)} px`);
    }
    // Still nothing: take elements away one at a time (hidden for a moment) and name those
    // whose absence lets the page fit: the overflow is theirs, whatever draws it.
    if (!culprits.length) {
      const causes: HTMLElement[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const before = element.style.display;
        element.style.display = 'none';
        if (root.scrollWidth <= width) causes.push(element);
        element.style.display = before;
      }
      for (const cause of causes
        .filter((element) => !causes.some((other) => other !== element && element.contains(other)))
        .slice(0, 5))
        culprits.push(`without ${describe(cause)} the page fits`);
    }
    return { width, scrollWidth: root.scrollWidth, culprits };
  }, viewportWidth);
  if (overflow)
    throw new LayoutError(
      `${where} is ${overflow.scrollWidth} px wide in a ${overflow.width} px viewport; sticking out:\n    ` +
        (overflow.culprits.join('\n    ') || '(no single element found)'),
    );
}

/** Runs axe on the page as it is now; serious or critical violations fail the spec. */
export async function checkAccessibility(page: Page, log: A11yLog, label?: string): Promise<void> {
  const where = label ?? new URL(page.url()).pathname + new URL(page.url()).search;
  // Let the loading indicator and any transition settle before judging the page.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // The twin's local-only pages (mailbox, payments, demo apps) are tools of the stand-ins, never
  // deployed: plain HTML without the site's styles, checked with axe but not for a phone's width.
  if (!new URL(page.url()).pathname.startsWith('/_local/')) await checkFitsViewport(page, where);
  // Legacy mode runs axe in the page itself: the default opens a blank page for every check to
  // merge frame results, which cost 0.4 s of the 0.7 s a check took. The frames it leaves out are
  // cross-origin ones (Stripe's card fields), which are not ours to fix. Only violations are
  // collected: passes and incomplete results are never read. WCAG 2.2's AA rules (target-size)
  // are Lighthouse's too: the accessibility target of the benches (docs/benchmarks.md).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  log.checked.push(where);
  const findings = results.violations.map((violation) => ({
    page: where,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  log.findings.push(...findings);
  const failing = findings.filter((finding) => FAILING_IMPACTS.has(finding.impact));
  if (failing.length) {
    throw new AccessibilityError(
      `axe found ${failing.length} serious or critical violation(s) on ${where}:\n` +
        failing
          .map(
            (finding) => `  [${finding.impact}] ${finding.id}: ${finding.help}\n    ${finding.targets.join('\n    ')}`,
          )
          .join('\n'),
    );
  }
}

/**
 * The page as it is now, on the smallest phone the portal serves (360 × 780): no wider than that,
 * and axe; then back to the project's own size.
 */
export async function checkAt360(ctx: SpecContext, what: string): Promise<void> {
  const size = ctx.page.viewportSize();
  await ctx.page.setViewportSize({ width: 360, height: 780 });
  try {
    await checkAccessibility(ctx.page, ctx.a11y, `${what} at 360 px`);
  } finally {
    if (size) await ctx.page.setViewportSize(size);
  }
}

/**
 * On the smallest phone (360 × 780), the control is on screen without scrolling anything sideways
 * (a table's row actions: ARCHITECTURE 'Phones first'); then back to the project's own size.
 */
export async function checkReachableAt360(ctx: SpecContext, control: Locator, what: string): Promise<void> {
  const size = ctx.page.viewportSize();
  await ctx.page.setViewportSize({ width: 360, height: 780 });
  try {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    const sideways = await control.evaluate((element) => {
      for (let box = element.parentElement; box; box = box.parentElement) if (box.scrollLeft !== 0) return true;
      return false;
    });
    assertTrue(
      box !== null && box.x >= 0 && box.x + box.width <= 360 && !sideways,
      `${what} is on screen at 360 px without scrolling sideways (it is at x ${box?.x ?? '?'}, ${box?.width ?? '?'} wide)`,
    );
  } finally {
    if (size) await ctx.page.setViewportSize(size);
  }
}

/** Cumulative layout shift a page may have from its load until it has settled. */
export const LAYOUT_SHIFT_LIMIT = 0.05;

/**
 * Installed in every page before its scripts run: adds up the layout shifts not caused by the
 * user (as Cumulative Layout Shift counts them) and remembers which elements moved.
 */
export function recordLayoutShifts(): void {
  interface Shift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  }
  const record = { value: 0, moved: [] as string[] };
  Object.assign(window, { __layoutShift: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      record.value += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        if (!(node instanceof Element)) continue;
        const name = `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('')}> (${entry.value.toFixed(3)})`;
        if (record.moved.length < 8) record.moved.push(name);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's layout shift since it loaded stays within LAYOUT_SHIFT_LIMIT; the message names what moved. */
export async function checkLayoutShift(page: Page, where: string): Promise<void> {
  const shift = await page.evaluate(
    () => (window as unknown as { __layoutShift?: { value: number; moved: string[] } }).__layoutShift,
  );
  if (shift && shift.value > LAYOUT_SHIFT_LIMIT)
    throw new LayoutError(
      `${where} shifted by ${shift.value.toFixed(3)} while it loaded (limit ${LAYOUT_SHIFT_LIMIT}); moved:\n    ` +
        shift.moved.join('\n    '),
    );
}

/**
 * Goes to a path of the portal, waits for the SPA to render it, and checks it with axe, its width
 * and how much it moved while it loaded.
 */
export async function visit(ctx: SpecContext, path: string, expectedPath?: RegExp): Promise<void> {
  await ctx.page.goto(new URL(path, ctx.baseUrl).toString());
  if (expectedPath) await ctx.page.waitForURL(expectedPath);
  await settled(ctx.page);
  await checkAccessibility(ctx.page, ctx.a11y);
  await checkLayoutShift(ctx.page, new URL(ctx.page.url()).pathname);
}

/** Waits for a navigation the page made by itself (a redirect, a submitted form), then checks axe. */
export async function arriveAt(ctx: SpecContext, expectedPath: RegExp): Promise<void> {
  await ctx.page.waitForURL(expectedPath);
  await settled(ctx.page);
  await checkAccessibility(ctx.page, ctx.a11y);
}

/**
 * What says a part of the page is still loading: a status in main. A chart's tooltip is a status
 * too (recharts marks it so for screen readers) and is there, empty and hidden, from the moment
 * the chart mounts: when the chart's lazy chunk came before settled() looked, waiting for that
 * tooltip to go held the spec for the whole timeout.
 */
const LOADING_STATUS = 'main [role="status"]:not(.recharts-default-tooltip)';

/** The SPA has rendered: a main landmark (or the console) is there and nothing is loading. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ state: 'visible' });
  await page
    .locator(LOADING_STATUS)
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

export class AssertionError extends Error {
  override name = 'AssertionError';
}

export function assertEqual<T>(actual: T, expected: T, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new AssertionError(`${what}:\n  expected ${e}\n  actual   ${a}`);
}

export function assertTrue(condition: boolean, what: string): void {
  if (!condition) throw new AssertionError(what);
}

/** Waits until the locator is visible; the message says what was expected. */
export async function expectVisible(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new AssertionError(`Expected to see ${what}`);
  }
}

/**
 * Waits until the element has focus. Focus moved in an effect lands a moment after the render
 * that showed the element, so a look straight after a click can come too early. For focus inside
 * an element, pass `element.locator(':focus')`.
 */
export async function expectFocused(locator: Locator, what: string, timeout = 5_000): Promise<void> {
  try {
    await locator.and(locator.page().locator(':focus')).first().waitFor({ state: 'attached', timeout });
  } catch {
    throw new AssertionError(`Expected focus on ${what}`);
  }
}

export async function expectHidden(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw new AssertionError(`Expected not to see ${what}`);
  }
}

/** The visible texts of the matched elements, trimmed, in document order. */
export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}
