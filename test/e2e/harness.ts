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
}

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

/** Runs axe on the page as it is now; serious or critical violations fail the spec. */
export async function checkAccessibility(page: Page, log: A11yLog, label?: string): Promise<void> {
  const where = label ?? new URL(page.url()).pathname + new URL(page.url()).search;
  // Let the loading indicator and any transition settle before judging the page.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
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

/** Goes to a path of the portal, waits for the SPA to render it, and checks it with axe. */
export async function visit(ctx: SpecContext, path: string, expectedPath?: RegExp): Promise<void> {
  await ctx.page.goto(new URL(path, ctx.baseUrl).toString());
  if (expectedPath) await ctx.page.waitForURL(expectedPath);
  await settled(ctx.page);
  await checkAccessibility(ctx.page, ctx.a11y);
}

/** Waits for a navigation the page made by itself (a redirect, a submitted form), then checks axe. */
export async function arriveAt(ctx: SpecContext, expectedPath: RegExp): Promise<void> {
  await ctx.page.waitForURL(expectedPath);
  await settled(ctx.page);
  await checkAccessibility(ctx.page, ctx.a11y);
}

/** The SPA has rendered: a main landmark (or the console) is there and nothing is loading. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ state: 'visible' });
  await page
    .locator('main [role="status"]')
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
