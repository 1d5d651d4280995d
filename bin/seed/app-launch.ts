import { DEFAULT_SIGN_ON_ATTRIBUTES, type ServiceSignOn } from '../../shared/schemas/app-launch';
import { appLaunchEvents, appUses } from '../../functions/data/app-launches';
import { putServiceSignOn } from '../../functions/data/service-sign-ons';
import { timeToLive } from '../../functions/data/table-design';
import { demoAppAddresses, demoAppCertificate } from '../../lib-infra/local/demo-apps';
import { DEMO_LTI_PATH, demoLtiAddresses } from '../../lib-infra/local/demo-lti';
import { putLtiTool } from '../../functions/data/lti-tools';
import type { LtiTool } from '../../shared/schemas/lti';
import { DEMO_SERVICES } from './services';
import { DEMO_SCHOOL_ID } from './demo-profiles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo library's LTI 1.3 tool: Spelling Bee, answered by the twin's demo tool (/_local/lti/spelling-bee). */
export const DEMO_LTI_IDENTIFIER = 'spelling-bee';

/**
 * Each other integrated app of the demo library is registered for sign-on with its demo app in the
 * twin (/_local/apps/{identifier}): Maths Quest signs its requests (an unsigned one is refused),
 * Reading Rockets is also told last names. Coming Soon's Coding Club is registered too: it still
 * never launches.
 */
export function demoSignOns(siteUrl: string): { serviceId: string; signOn: ServiceSignOn }[] {
  const registered = DEMO_SERVICES.filter(
    (service) => service.integrated && service.identifier !== DEMO_LTI_IDENTIFIER,
  );
  return registered.map((service) => {
    const { entityId, acsUrl } = demoAppAddresses(siteUrl, service.identifier);
    const signsRequests = service.identifier === 'maths-quest';
    const attributes =
      service.identifier === 'reading-rockets'
        ? [...DEFAULT_SIGN_ON_ATTRIBUTES, 'lastName' as const]
        : DEFAULT_SIGN_ON_ATTRIBUTES;
    return {
      serviceId: service.id,
      signOn: { entityId, acsUrl, certificate: demoAppCertificate(), signsRequests, attributes: [...attributes] },
    };
  });
}

/**
 * Spelling Bee as an LTI 1.3 tool (docs/using/lti.md), as `npm run register-app -- 4 --lti` would
 * register it, with fixed ids so the demo's settings read the same after every seed: the library's
 * deployment for everyone and Demo Primary's own install, a custom parameter, the default
 * attributes (a first name and last initial, the role, the class).
 */
export function demoLtiTool(siteUrl: string): { serviceId: string; tool: LtiTool } {
  const service = DEMO_SERVICES.find((candidate) => candidate.identifier === DEMO_LTI_IDENTIFIER);
  if (!service) throw new Error(`The demo library has no ${DEMO_LTI_IDENTIFIER}`);
  const { loginUrl, redirectUri } = demoLtiAddresses(siteUrl, DEMO_LTI_IDENTIFIER);
  return {
    serviceId: service.id,
    tool: {
      clientId: 'demo-spelling-bee',
      loginUrl,
      redirectUris: [redirectUri],
      targetLinkUri: null,
      jwksUrl: `${siteUrl}${DEMO_LTI_PATH}${DEMO_LTI_IDENTIFIER}/jwks.json`,
      publicJwk: null,
      customParameters: { word_list: 'week-1' },
      attributes: [...DEFAULT_SIGN_ON_ATTRIBUTES],
      deployments: [
        { deploymentId: 'demo-library', schoolId: null },
        { deploymentId: 'demo-primary', schoolId: DEMO_SCHOOL_ID },
      ],
    },
  };
}

/**
 * Launch history for the usage page and the data-sharing report: Demo Primary's students and
 * teachers opened Reading Rockets at different times (some this week, some this term, some never),
 * each launch a record (the latest `daysAgo`, the others two days apart before it) carrying the
 * attributes Reading Rockets receives. Written as items at 09:00 UTC of their day, so seeding again
 * the same day changes nothing.
 */
async function seedDemoLaunches(
  people: { userId: string; daysAgo: number; launches: number; actorId?: string }[],
  serviceId: string,
  now: Date,
): Promise<void> {
  const day = (daysAgo: number) => {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    at.setUTCHours(9, 0, 0, 0);
    return at.toISOString();
  };
  for (const person of people) {
    const at = day(person.daysAgo);
    await appUses.put({
      userId: person.userId,
      serviceId,
      lastAccess: at,
      launches: person.launches,
      schoolId: DEMO_SCHOOL_ID,
    });
    for (let launch = 0; launch < person.launches; launch += 1)
      await appLaunchEvents.put({
        userId: person.userId,
        actorId: person.actorId ?? person.userId,
        serviceId,
        at: day(person.daysAgo + 2 * launch),
        schoolId: DEMO_SCHOOL_ID,
        initiatedBy: 'portal',
        attributes: [...DEFAULT_SIGN_ON_ATTRIBUTES, 'lastName'],
        ttl: timeToLive(new Date(now.getTime() + 400 * DAY_MS)),
      });
  }
}

/**
 * Mia (the demo parent's child) opened Maths Quest, her subscription, through Login To Child a
 * day ago: her data page and download show the launch and the attributes the app received. A
 * home launch counts for no school.
 */
async function seedChildLaunch(ids: { child: string; parent: string }, now: Date): Promise<void> {
  const at = new Date(now.getTime() - DAY_MS);
  at.setUTCMinutes(0, 0, 0);
  await appLaunchEvents.put({
    userId: ids.child,
    actorId: ids.parent,
    serviceId: '2',
    at: at.toISOString(),
    schoolId: null,
    initiatedBy: 'portal',
    // As the launch page records them: the default attributes Mia has a value for (no school, no classes).
    attributes: DEFAULT_SIGN_ON_ATTRIBUTES.filter((name) => name !== 'schoolId' && name !== 'classIds'),
    ttl: timeToLive(new Date(at.getTime() + 400 * DAY_MS)),
  });
}

export async function seedDemoAppLaunch(
  ids: { teacher: string; schoolAdmin: string; child: string; parent: string },
  classStudentIds: readonly string[],
  siteUrl: string,
  now: Date,
): Promise<void> {
  for (const { serviceId, signOn } of demoSignOns(siteUrl)) await putServiceSignOn(serviceId, signOn);
  const lti = demoLtiTool(siteUrl);
  await putLtiTool(lti.serviceId, lti.tool);
  const [first, second, third, fourth] = classStudentIds;
  const launches = [
    { userId: ids.teacher, daysAgo: 2, launches: 6 },
    ...(first ? [{ userId: first, daysAgo: 1, launches: 12 }] : []),
    ...(second ? [{ userId: second, daysAgo: 5, launches: 4 }] : []),
    ...(third ? [{ userId: third, daysAgo: 21, launches: 2 }] : []),
    ...(fourth ? [{ userId: fourth, daysAgo: 64, launches: 1 }] : []),
  ];
  await seedDemoLaunches(launches, '1', now);
  await seedChildLaunch(ids, now);
}
