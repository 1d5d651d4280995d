/**
 * `npm run test:e2e`: builds the SPA, then runs every spec in two projects at once — a desktop
 * browser (1280 × 900) and a phone (390 × 844, touch, a mobile user agent) — each in its own
 * process against its own local stack (fresh data, the demo seed), so the specs of one never see
 * the other's changes and the two share the machine's cores. Every page a spec looks at is checked
 * with axe and must be no wider than the viewport; the main pages' layout shift is measured.
 * Ends with `e2e: N passed, M failed` over both projects.
 * `E2E_ONLY=<text>` runs only the specs whose name contains the text (`a|b`: either);
 * `E2E_PROJECTS=phone` (or `desktop`) runs one project.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions } from 'playwright-core';
import { build } from 'vite';
import { buildPrerenderer } from '../../bin/build-prerender';
import { CHROMIUM_ARGS, findChromium } from '../../bin/find-chromium';
import { startLocalStack, type LocalStack } from '../../bin/local-stack';
import { freePort } from '../../lib-infra/local/ports';
import { A11yLog, recordLayoutShifts, type E2eProject, type Spec } from './harness';
import { accountSpecs } from './specs/account.spec';
import { cardSignInSpecs } from './specs/card-sign-in.spec';
import { mockSamlSpecs } from './specs/mock-saml.spec';
import { consoleSpecs } from './specs/console.spec';
import { clientMannersSpecs } from './specs/client-manners.spec';
import { contactUsSpecs } from './specs/contact-us.spec';
import { librarySpecs } from './specs/library.spec';
import { appLaunchSpecs } from './specs/app-launch.spec';
import { dataSharingSpecs } from './specs/data-sharing.spec';
import { passwordResetSpecs } from './specs/password-reset.spec';
import { registrationSpecs } from './specs/registration.spec';
import { schoolAccessSpecs } from './specs/school-access.spec';
import { schoolAdministrationSpecs } from './specs/school-administration.spec';
import { schoolIdentificationSpecs } from './specs/school-identification.spec';
import { samlImportSpecs } from './specs/saml-import.spec';
import { manageTeachersSpecs } from './specs/manage-teachers.spec';
import { schoolSignOnAccountSpecs } from './specs/school-sign-on-accounts.spec';
import { schoolSignOnSpecs } from './specs/school-sign-on.spec';
import { sessionSpecs } from './specs/session.spec';
import { shellSpecs } from './specs/shell.spec';
import { socialSignInSpecs } from './specs/social-sign-in.spec';
import { staticPageSpecs } from './specs/static-pages.spec';
import { studentImportSpecs } from './specs/student-import.spec';
import { voucherSpecs } from './specs/vouchers.spec';
import { staffRoleSpecs } from './specs/staff-roles.spec';
import { adminSchoolSpecs } from './specs/admin-schools.spec';
import { schoolToolSpecs } from './specs/school-tools.spec';
import { dataLinkSpecs } from './specs/data-link.spec';
import { operationsSpecs } from './specs/operations.spec';
import { jobsSpecs } from './specs/jobs.spec';
import { paymentsSpecs } from './specs/payments.spec';
import { familySpecs } from './specs/family.spec';
import { appSharingSpecs } from './specs/app-sharing.spec';
import { childDataSpecs } from './specs/child-data.spec';
import { teacherClassesSpecs } from './specs/teacher-classes.spec';
import { staffSupportSpecs } from './specs/staff-support.spec';
import { auditLogSpecs } from './specs/audit-log.spec';
import { findUserSpecs } from './specs/find-user.spec';
import { schoolDeletionSpecs } from './specs/school-deletion.spec';
import { schoolAdministratorSpecs } from './specs/school-administrators.spec';
import { schoolQueueSpecs } from './specs/school-queues.spec';
import { twoFactorSpecs } from './specs/two-factor.spec';
import { languageSpecs } from './specs/languages.spec';
import { prerenderedPageSpecs } from './specs/prerendered-pages.spec';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULTS_DIR = path.join(ROOT, 'test-results');
const SPEC_TIMEOUT_MS = 120_000;
const POLICY_MESSAGE = /Content Security Policy|Permissions[- ]Policy/i;
const CHROMIUM_MISSING = 'Chromium was not found. Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.';

const ALL_SPECS: Spec[] = [
  ...shellSpecs,
  ...librarySpecs,
  ...prerenderedPageSpecs,
  ...registrationSpecs,
  ...sessionSpecs,
  ...consoleSpecs,
  ...passwordResetSpecs,
  ...accountSpecs,
  ...twoFactorSpecs,
  ...mockSamlSpecs,
  ...schoolSignOnSpecs,
  ...schoolSignOnAccountSpecs,
  ...socialSignInSpecs,
  ...contactUsSpecs,
  ...staticPageSpecs,
  ...clientMannersSpecs,
  ...schoolIdentificationSpecs,
  ...schoolAccessSpecs,
  ...cardSignInSpecs,
  ...teacherClassesSpecs,
  ...samlImportSpecs,
  ...schoolAdministrationSpecs,
  ...manageTeachersSpecs,
  ...studentImportSpecs,
  ...familySpecs,
  ...childDataSpecs,
  ...paymentsSpecs,
  ...voucherSpecs,
  ...staffRoleSpecs,
  ...schoolQueueSpecs,
  ...adminSchoolSpecs,
  ...schoolToolSpecs,
  ...dataLinkSpecs,
  ...operationsSpecs,
  ...jobsSpecs,
  ...appLaunchSpecs,
  ...dataSharingSpecs,
  ...appSharingSpecs,
  ...staffSupportSpecs,
  ...auditLogSpecs,
  ...findUserSpecs,
  ...schoolDeletionSpecs,
  ...schoolAdministratorSpecs,
  ...languageSpecs,
];

const PROJECTS: Record<E2eProject, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 900 } },
  // A phone of today: its agent, touch and mobile viewport rules; 390 × 844, a common phone's viewport.
  phone: {
    userAgent: devices['Pixel 7']?.userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
};

function isProject(name: string): name is E2eProject {
  return name in PROJECTS;
}

function fileNameOf(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  error?: string;
  a11y: A11yLog;
}

/** How many of a spec's API refusals and failures its failure report names. */
const API_TROUBLE_KEPT = 8;

async function runSpec(browser: Browser, baseUrl: string, project: E2eProject, spec: Spec): Promise<Outcome> {
  const started = performance.now();
  // Reduced motion (the site's tokens then make transitions instant): axe measures colours as they
  // are at that moment, and a button that appears under the pointer is caught mid hover-transition.
  const context = await browser.newContext({
    ...PROJECTS[project],
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    reducedMotion: 'reduce',
  });
  // tsx compiles with esbuild's keepNames: a function given to page.evaluate may call its __name helper.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(recordLayoutShifts);
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  // What the browser says of the site's CSP or Permissions-Policy (a blocked script or style, an
  // unknown feature) on any page of the spec: the headers are CloudFront's, so it would break there.
  const policyMessages: string[] = [];
  context.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text()))
      policyMessages.push(`${message.type()} on ${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  // The API's and the user pool's refusals and failures, and their requests that got no answer
  // (aborted ones included): a failure's report names the last of them, since CI keeps the log
  // and not the screenshot.
  const apiTrouble: string[] = [];
  const noteTrouble = (line: string) => {
    apiTrouble.push(`${Math.round(performance.now() - started)} ms ${line}`);
    if (apiTrouble.length > API_TROUBLE_KEPT) apiTrouble.shift();
  };
  const watched = (url: string) => /^\/(api\/|cognito(\/|$))/.test(new URL(url).pathname);
  context.on('response', (response) => {
    if (response.status() >= 400 && watched(response.url()))
      noteTrouble(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  });
  context.on('requestfailed', (request) => {
    if (watched(request.url()))
      noteTrouble(`${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText ?? 'failed'}`);
  });
  const a11y = new A11yLog();
  try {
    await withTimeout(spec.run({ browser, context, page, baseUrl, a11y, project }), SPEC_TIMEOUT_MS, spec.name);
    if (policyMessages.length)
      throw new Error(`The browser reported on the site's security headers:\n    ${policyMessages.join('\n    ')}`);
    return { name: spec.name, ok: true, seconds: (performance.now() - started) / 1000, a11y };
  } catch (error) {
    const screenshot = path.join(RESULTS_DIR, `e2e-${project}-${fileNameOf(spec.name)}.png`);
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    const message = error instanceof Error ? `${error.message}` : String(error);
    const details = [
      message,
      `at ${page.url()}`,
      `screenshot: ${path.relative(ROOT, screenshot)}`,
      ...consoleErrors,
      ...(apiTrouble.length ? ['API refusals and failures, the last first:', ...apiTrouble.reverse()] : []),
    ].join('\n    ');
    return { name: spec.name, ok: false, seconds: (performance.now() - started) / 1000, error: details, a11y };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** One project: its own stack and data, every selected spec in order; prints `e2e (<project>): N passed, M failed`. */
async function runProject(project: E2eProject, executablePath: string): Promise<number> {
  const only = process.env['E2E_ONLY'];
  const specs = only ? ALL_SPECS.filter((spec) => only.split('|').some((part) => spec.name.includes(part))) : ALL_SPECS;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-e2e-${project}-`));
  const stackLog: string[] = [];
  let stack: LocalStack | null = null;
  let browser: Browser | null = null;
  const outcomes: Outcome[] = [];
  try {
    // The OneRoster source reads a copy of the demo bundles: a spec shares a delta bundle of its own.
    process.env['ROSTER_DIR'] = path.join(dataDir, 'oneroster');
    await cp(path.join(ROOT, 'demo-data', 'oneroster'), process.env['ROSTER_DIR'], { recursive: true });
    stack = await startLocalStack({
      port: await freePort(),
      dataDir,
      web: 'dist',
      seed: true,
      schedules: false,
      log: (line) => stackLog.push(line),
    });
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    console.log(`e2e: ${specs.length} specs against ${stack.url} in ${executablePath}`);
    for (const spec of specs) {
      const outcome = await runSpec(browser, stack.url, project, spec);
      outcomes.push(outcome);
      const mark = outcome.ok ? 'pass' : 'FAIL';
      console.log(
        `  ${mark}  ${spec.name} (${outcome.seconds.toFixed(1)} s, axe on ${outcome.a11y.checked.length} pages)`,
      );
      if (outcome.error) console.log(`    ${outcome.error}`);
    }
  } catch (error) {
    console.error(
      `e2e: the run could not complete: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    outcomes.push({ name: 'setup', ok: false, seconds: 0, error: String(error), a11y: new A11yLog() });
  } finally {
    await browser?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await writeFile(path.join(RESULTS_DIR, `e2e-${project}-stack.log`), stackLog.join('\n')).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }

  // Report every axe finding; only serious and critical ones failed a spec.
  const findings = outcomes.flatMap((outcome) => outcome.a11y.findings);
  const pages = new Set(outcomes.flatMap((outcome) => outcome.a11y.checked));
  console.log(`e2e: axe checked ${pages.size} distinct page states; ${findings.length} finding(s)`);
  const seen = new Set<string>();
  for (const finding of findings) {
    const key = `${finding.id}|${finding.page}`;
    if (seen.has(key)) continue;
    seen.add(key);
    console.log(
      `  axe [${finding.impact}] ${finding.id} on ${finding.page}: ${finding.help} (${finding.targets.slice(0, 3).join(', ')})`,
    );
  }
  await writeFile(path.join(RESULTS_DIR, `e2e-${project}-axe.json`), JSON.stringify(findings, null, 2)).catch(
    () => undefined,
  );

  const passed = outcomes.filter((outcome) => outcome.ok).length;
  const failed = outcomes.length - passed;
  console.log(`e2e (${project}): ${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

/** Runs one project in a child process of its own; its lines come out prefixed with its name. */
function runProjectProcess(project: E2eProject): Promise<{ passed: number; failed: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
      env: { ...process.env, E2E_PROJECT: project },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let counts = { passed: 0, failed: 1 };
    const relay = (stream: NodeJS.ReadableStream, write: (line: string) => void) => {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const result = /^e2e \(\w+\): (\d+) passed, (\d+) failed/.exec(line);
          if (result) counts = { passed: Number(result[1]), failed: Number(result[2]) };
          write(`[${project}] ${line}`);
        }
      });
      stream.on('end', () => {
        if (rest) write(`[${project}] ${rest}`);
      });
    };
    relay(child.stdout, (line) => console.log(line));
    relay(child.stderr, (line) => console.error(line));
    // A project that exits badly counts as at least one failure, whatever it printed.
    child.on('close', (code) => resolve(code === 0 ? counts : { ...counts, failed: Math.max(counts.failed, 1) }));
  });
}

async function main(): Promise<number> {
  await mkdir(RESULTS_DIR, { recursive: true });
  let executablePath: string;
  try {
    executablePath = await findChromium();
  } catch {
    console.error(CHROMIUM_MISSING);
    console.log('e2e: 0 passed, 1 failed');
    return 1;
  }

  const childProject = process.env['E2E_PROJECT'];
  if (childProject) {
    if (!isProject(childProject)) throw new Error(`E2E_PROJECT must be one of ${Object.keys(PROJECTS).join(', ')}`);
    return runProject(childProject, executablePath);
  }

  const projects = (process.env['E2E_PROJECTS'] ?? Object.keys(PROJECTS).join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = projects.filter((name) => !isProject(name));
  if (unknown.length || !projects.length) {
    console.error(`E2E_PROJECTS names projects of ${Object.keys(PROJECTS).join(', ')}; not: ${unknown.join(', ')}`);
    console.log('e2e: 0 passed, 1 failed');
    return 1;
  }

  console.log('e2e: building the SPA…');
  await build({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
  // The renderer of the prerendered pages, from the SPA's build (docs/internals.md "Prerendered pages").
  await buildPrerenderer();
  console.log(`e2e: running the ${projects.join(' and ')} projects, each against its own local stack…`);
  const results = await Promise.all(projects.filter(isProject).map((project) => runProjectProcess(project)));
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

process.exitCode = await main();
// Child processes of the stack are stopped; exit even if a stray handle lingers.
process.exit(process.exitCode);
