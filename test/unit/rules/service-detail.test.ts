import { describe, expect, it } from 'vitest';
import { viewerAccessState } from '../../../shared/rules/service-access';
import {
  appModalChoices,
  formatEndMoment,
  formatLongDate,
  formatMomentRange,
  serviceDetail,
  type ServiceDetailInput,
} from '../../../shared/rules/service-detail';
import {
  aService,
  aUserService,
  activeSubscription,
  activeTrial,
  child,
  expiredSubscription,
  expiredTrial,
  NOW,
  parent,
  personal,
  schoolAdmin,
  staff,
  student,
  teacher,
} from './fixtures';

function detailFor(overrides: Partial<ServiceDetailInput>) {
  return serviceDetail({
    viewer: null,
    service: aService(),
    userService: undefined,
    childHoldsService: false,
    now: NOW,
    timeZone: 'UTC',
    locale: 'en-AU',
    ...overrides,
  });
}

const ids = (detail: ReturnType<typeof serviceDetail>) => detail.actions.map((action) => action.id);
const labels = (detail: ReturnType<typeof serviceDetail>) => detail.actions.map((action) => action.label);
const messageTexts = (detail: ReturnType<typeof serviceDetail>) => detail.messages.map((message) => message.text);

describe('serviceDetail: anonymous visitor', () => {
  it('offers Start a Trial, Login and Claim Activation Code, then Visit and Learn More', () => {
    // Prepare
    const input = { viewer: null };

    // Act
    const detail = detailFor(input);

    // Assess
    expect(labels(detail)).toEqual([
      'Start a Trial',
      'Login',
      'Claim Activation Code',
      'Visit Maths Quest',
      'Learn More',
    ]);
    expect(detail.actions.map((action) => action.to)).toEqual([
      { kind: 'destination', destination: { page: 'register', serviceId: 'svc-1' } },
      { kind: 'destination', destination: { page: 'login', serviceId: 'svc-1' } },
      { kind: 'destination', destination: { page: 'claim-code' } },
      { kind: 'url', url: 'https://maths.example.com', external: true },
      { kind: 'url', url: 'https://maths.example.com/info', external: true },
    ]);
    expect(detail.messages).toEqual([]);
    expect(detail.contactLine).toBe(false);
    expect(detail.comingSoon).toBe(false);
  });

  it('emphasises only the first action', () => {
    // Prepare
    const input = { viewer: null };

    // Act
    const detail = detailFor(input);

    // Assess
    expect(detail.actions.map((action) => action.emphasis)).toEqual([
      'primary',
      'secondary',
      'secondary',
      'secondary',
      'secondary',
    ]);
  });

  it('marks the homepage and info page as external links', () => {
    // Prepare
    const input = { viewer: null };

    // Act
    const detail = detailFor(input);

    // Assess
    expect(
      detail.actions.filter((action) => action.to.kind === 'url' && action.to.external).map((action) => action.id),
    ).toEqual(['visit', 'learn-more']);
  });

  it('offers only Login for a free service', () => {
    // Prepare
    const service = aService({ free: true });

    // Act
    const detail = detailFor({ service });

    // Assess
    expect(ids(detail)).toEqual(['login', 'visit', 'learn-more']);
    expect(detail.access).toBe('none');
  });
});

describe('serviceDetail: every viewer', () => {
  it('shows Coming Soon and only Visit and Learn More for a disabled service', () => {
    // Prepare
    const service = aService({ enabled: false });

    // Act
    const details = [null, personal(), parent(), teacher(), child(), student()].map((viewer) =>
      detailFor({ viewer, service }),
    );

    // Assess
    for (const detail of details) {
      expect(detail.comingSoon).toBe(true);
      expect(messageTexts(detail)).toEqual(['Coming Soon']);
      expect(ids(detail)).toEqual(['visit', 'learn-more']);
    }
  });

  it('offers only the service login for a service that is not integrated', () => {
    // Prepare
    const service = aService({ integrated: false });

    // Act
    const details = [null, personal(), parent(), teacher(), child(), student()].map((viewer) =>
      detailFor({ viewer, service }),
    );

    // Assess
    for (const detail of details) {
      expect(ids(detail)).toEqual(['service-login', 'visit', 'learn-more']);
      expect(detail.actions[0]).toMatchObject({
        label: 'Login',
        to: { kind: 'url', url: 'https://maths.example.com', external: true },
      });
    }
  });

  it('uses the configured access button for the login of a service that is not integrated', () => {
    // Prepare
    const service = aService({
      integrated: false,
      config: {
        ...aService().config,
        accessButton: { label: 'Sign in to Maths Quest', url: 'https://maths.example.com/login', studentHidden: false },
      },
    });

    // Act
    const detail = detailFor({ service });

    // Assess
    expect(detail.actions[0]).toMatchObject({
      label: 'Sign in to Maths Quest',
      to: { kind: 'url', url: 'https://maths.example.com/login' },
    });
  });

  it('leaves out Learn More when the service has no info page', () => {
    // Prepare
    const service = aService({ infoPage: null });

    // Act
    const detail = detailFor({ service });

    // Assess
    expect(ids(detail)).toEqual(['start-trial', 'login', 'claim-code', 'visit']);
  });

  it('shows the configured register button before Visit, with its own label', () => {
    // Prepare
    const service = aService({
      config: {
        ...aService().config,
        registerButton: {
          label: 'Register your class',
          url: 'https://maths.example.com/register',
          studentHidden: true,
        },
      },
    });

    // Act
    const detail = detailFor({ service, viewer: teacher() });

    // Assess
    expect(labels(detail)).toEqual([
      'Start Free Trial',
      'Request A Quote',
      'Register your class',
      'Visit Maths Quest',
      'Learn More',
    ]);
    expect(detail.actions[2]).toMatchObject({
      to: { kind: 'url', url: 'https://maths.example.com/register', external: true },
    });
  });

  it('hides the register button from students when configured so', () => {
    // Prepare
    const service = aService({
      config: { ...aService().config, registerButton: { label: 'Register', url: '/register', studentHidden: true } },
    });

    // Act
    const detail = detailFor({ service, viewer: student() });

    // Assess
    expect(ids(detail)).not.toContain('register');
  });

  it('shows the register button to students when it is not hidden from them', () => {
    // Prepare
    const service = aService({
      config: { ...aService().config, registerButton: { label: 'Register', url: '/register', studentHidden: false } },
    });

    // Act
    const detail = detailFor({ service, viewer: student() });

    // Assess
    expect(detail.actions.find((action) => action.id === 'register')).toMatchObject({
      label: 'Register',
      to: { kind: 'url', url: '/register', external: false },
    });
  });

  it('treats a free service as access for anyone signed in', () => {
    // Prepare
    const service = aService({ free: true });

    // Act
    const detail = detailFor({ service, viewer: teacher() });

    // Assess
    expect(detail.access).toBe('free');
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
  });
});

describe('serviceDetail: teacher', () => {
  it('offers Start Free Trial and Request A Quote without access', () => {
    // Prepare
    const viewer = teacher();

    // Act
    const detail = detailFor({ viewer });

    // Assess
    expect(labels(detail)).toEqual(['Start Free Trial', 'Request A Quote', 'Visit Maths Quest', 'Learn More']);
    expect(detail.actions[0]?.to).toEqual({
      kind: 'destination',
      destination: { page: 'teacher-trial', serviceId: 'svc-1' },
    });
    expect(detail.actions[1]?.to).toEqual({
      kind: 'destination',
      destination: { page: 'quote', serviceId: 'svc-1', trial: false },
    });
    expect(detail.messages).toEqual([]);
  });

  it('offers no Start Free Trial of a free app, which is open to the teacher anyway', () => {
    // Prepare
    const service = aService({ free: true });

    // Act
    const detail = detailFor({ viewer: teacher(), service });

    // Assess
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
  });

  it('offers only the login of an app that is not integrated: no trial, no quote', () => {
    // Prepare
    const service = aService({ integrated: false });

    // Act
    const detail = detailFor({ viewer: teacher(), service });

    // Assess
    expect(ids(detail)).toEqual(['service-login', 'visit', 'learn-more']);
  });

  it('offers no Start Free Trial once the teacher has had the app, even through the school', () => {
    // Prepare: a school trial that ended (the teacher's own or the school's)
    const userService = aUserService({ context: 'school', type: 'trial', expiry: '2026-03-01T00:00:00.000Z' });

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(ids(detail)).toEqual(['teacher-new-trial', 'request-quote', 'visit', 'learn-more']);
    expect(detail.actions[0]?.to).toEqual({
      kind: 'destination',
      destination: { page: 'quote', serviceId: 'svc-1', trial: true },
    });
  });

  it("names the end of the school's subscription in its last month and offers Request A Quote", () => {
    // Prepare: 30 days left
    const userService = aUserService({ context: 'school', type: 'subscription', expiry: '2026-04-09T00:00:00.000Z' });

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(detail.messages).toEqual([
      {
        id: 'school-subscription-ending',
        tone: 'warning',
        text: "Your school's subscription to Maths Quest ends on Thursday 9 April 2026.",
      },
    ]);
    expect(ids(detail)).toEqual(['open-app', 'request-quote', 'visit', 'learn-more']);
    expect(detail.actions[1]?.to).toEqual({
      kind: 'destination',
      destination: { page: 'quote', serviceId: 'svc-1', trial: false },
    });
  });

  it("says nothing of the school's subscription with more than 30 days left", () => {
    // Prepare: 31 days left
    const userService = aUserService({ context: 'school', type: 'subscription', expiry: '2026-04-10T00:00:00.000Z' });

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(detail.messages).toEqual([]);
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
  });

  it('treats a home subscription in its last month as an ordinary subscription', () => {
    // Prepare
    const userService = aUserService({ context: 'home', type: 'subscription', expiry: '2026-03-20T00:00:00.000Z' });

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(detail.messages).toEqual([]);
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
  });

  it('counts a school admin as a teacher', () => {
    // Prepare
    const viewer = schoolAdmin();

    // Act
    const detail = detailFor({ viewer });

    // Assess
    expect(ids(detail)).toEqual(['teacher-trial', 'request-quote', 'visit', 'learn-more']);
  });

  it('shows the trial expiry, Request A Quote and the contact line while a trial is active', () => {
    // Prepare
    const userService = activeTrial();

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(messageTexts(detail)).toEqual(['Your free trial expires on Friday 20 March 2026.']);
    expect(ids(detail)).toEqual(['open-app', 'request-quote', 'visit', 'learn-more']);
    expect(detail.actions[0]).toMatchObject({ label: 'Open Maths Quest', opensDirectly: false });
    expect(detail.contactLine).toBe(true);
  });

  it('warns after an expired trial and offers Request A New Free Trial', () => {
    // Prepare
    const userService = expiredTrial();

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(detail.messages).toEqual([
      { id: 'trial-expired', tone: 'warning', text: 'WARNING: Your free trial expired on Monday 2 March 2026.' },
    ]);
    expect(labels(detail)).toEqual(['Request A New Free Trial', 'Request A Quote', 'Visit Maths Quest', 'Learn More']);
    expect(detail.contactLine).toBe(true);
  });

  it("says a school's expired subscription is the school's: the teacher may have joined since", () => {
    const userService = { ...expiredSubscription(), context: 'school' as const };

    const detail = detailFor({ viewer: teacher(), userService });

    expect(messageTexts(detail)).toEqual(["WARNING: Your school's subscription expired on Sunday 1 February 2026."]);
    expect(ids(detail)).toEqual(['teacher-new-trial', 'request-quote', 'visit', 'learn-more']);
  });

  it('warns after an expired subscription and offers Request A New Free Trial', () => {
    // Prepare
    const userService = expiredSubscription();

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(messageTexts(detail)).toEqual(['WARNING: Your previous subscription expired on Sunday 1 February 2026.']);
    expect(ids(detail)).toEqual(['teacher-new-trial', 'request-quote', 'visit', 'learn-more']);
  });

  it('offers only the app while subscribed', () => {
    // Prepare
    const userService = activeSubscription();

    // Act
    const detail = detailFor({ viewer: teacher(), userService });

    // Assess
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
    expect(detail.messages).toEqual([]);
    expect(detail.contactLine).toBe(false);
  });
});

describe('serviceDetail: personal and parent accounts', () => {
  it('offers Subscribe or Start a Trial and Claim Activation Code without access', () => {
    // Prepare
    const viewers = [personal(), parent(), staff()];

    // Act
    const details = viewers.map((viewer) => detailFor({ viewer }));

    // Assess
    for (const detail of details) {
      expect(labels(detail)).toEqual([
        'Subscribe or Start a Trial',
        'Claim Activation Code',
        'Visit Maths Quest',
        'Learn More',
      ]);
      expect(detail.actions[0]?.to).toEqual({
        kind: 'destination',
        destination: { page: 'subscribe', serviceId: 'svc-1' },
      });
      expect(detail.actions[1]?.to).toEqual({ kind: 'destination', destination: { page: 'claim-code' } });
    }
  });

  it('shows the trial expiry and offers the app, Subscribe and Claim Activation Code while a trial is active', () => {
    // Prepare
    const userService = activeTrial();

    // Act
    const detail = detailFor({ viewer: personal(), userService });

    // Assess
    expect(messageTexts(detail)).toEqual(['Your free trial expires on Friday 20 March 2026.']);
    expect(labels(detail)).toEqual([
      'Open Maths Quest',
      'Subscribe',
      'Claim Activation Code',
      'Request A Quote',
      'Visit Maths Quest',
      'Learn More',
    ]);
    expect(detail.contactLine).toBe(true);
  });

  it("says a card subscription's trial ends with the first payment, and offers no Subscribe: the account has one", () => {
    // Prepare
    const userService = aUserService({ type: 'trial', expiry: '2026-03-20T00:00:00.000Z', renews: true });

    // Act
    const detail = detailFor({ viewer: personal(), userService });

    // Assess
    expect(messageTexts(detail)).toEqual([
      "Your subscription's free trial ends on Friday 20 March 2026; the first payment is then.",
    ]);
    expect(ids(detail)).not.toContain('subscribe');
    expect(ids(detail)).toEqual(['open-app', 'claim-code', 'request-quote', 'visit', 'learn-more']);
  });

  it('offers no Request A Quote of an app that is not integrated, whatever the state', () => {
    // Act
    const detail = detailFor({
      viewer: personal(),
      userService: expiredTrial(),
      service: aService({ integrated: false }),
    });

    // Assess
    expect(ids(detail)).not.toContain('request-quote');
  });

  it('warns after an expired trial and offers Subscribe', () => {
    // Prepare
    const userService = expiredTrial();

    // Act
    const detail = detailFor({ viewer: personal(), userService });

    // Assess
    expect(messageTexts(detail)).toEqual(['WARNING: Your free trial expired on Monday 2 March 2026.']);
    expect(labels(detail)).toEqual([
      'Subscribe',
      'Claim Activation Code',
      'Request A Quote',
      'Visit Maths Quest',
      'Learn More',
    ]);
    expect(detail.contactLine).toBe(true);
  });

  it('warns after an expired subscription and offers Subscribe', () => {
    // Prepare
    const userService = expiredSubscription();

    // Act
    const detail = detailFor({ viewer: parent(), userService });

    // Assess
    expect(detail.messages[0]).toMatchObject({
      tone: 'warning',
      text: 'WARNING: Your previous subscription expired on Sunday 1 February 2026.',
    });
    expect(ids(detail)).toEqual(['subscribe', 'claim-code', 'request-quote', 'visit', 'learn-more']);
  });

  it('opens the app directly for a subscribed personal account', () => {
    // Prepare
    const userService = activeSubscription();

    // Act
    const detail = detailFor({ viewer: personal(), userService });

    // Assess
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
    expect(detail.actions[0]).toMatchObject({ opensDirectly: true });
    expect(detail.actions[0]?.to).toEqual({
      kind: 'destination',
      destination: { page: 'app-sign-on', serviceId: 'svc-1' },
    });
  });

  it('opens the app through the app dialog for a subscribed parent', () => {
    // Prepare
    const userService = aUserService({ perpetual: true, expiry: null });

    // Act
    const detail = detailFor({ viewer: parent(), userService });

    // Assess
    expect(detail.access).toBe('perpetual');
    expect(detail.actions[0]).toMatchObject({ id: 'open-app', opensDirectly: false });
    expect(detail.messages).toEqual([]);
  });

  it("tells a parent that a child's subscription grants access, with Manage Subscriptions", () => {
    // Prepare
    const input = { viewer: parent(), childHoldsService: true };

    // Act
    const detail = detailFor(input);

    // Assess
    expect(detail.messages).toEqual([
      { id: 'child-grants-access', tone: 'success', text: "Your child's subscription grants you access" },
    ]);
    expect(labels(detail)).toEqual(['Open Maths Quest', 'Manage Subscriptions', 'Visit Maths Quest', 'Learn More']);
    expect(detail.actions[1]?.to).toEqual({ kind: 'destination', destination: { page: 'family-management' } });
  });

  it("recognises access granted through a child's user-service", () => {
    // Prepare
    const userService = aUserService({ grantedByChildId: 'child-1' });

    // Act
    const detail = detailFor({ viewer: parent(), userService });

    // Assess
    expect(detail.messages.map((message) => message.id)).toEqual(['child-grants-access']);
    expect(ids(detail)).toEqual(['open-app', 'manage-subscriptions', 'visit', 'learn-more']);
  });

  it("does not mention the child's subscription when the parent holds their own", () => {
    // Prepare
    const input = { viewer: parent(), childHoldsService: true, userService: activeSubscription() };

    // Act
    const detail = detailFor(input);

    // Assess
    expect(detail.messages).toEqual([]);
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
  });

  it("ignores a child's subscription for a personal account", () => {
    // Prepare
    const input = { viewer: personal(), childHoldsService: true };

    // Act
    const detail = detailFor(input);

    // Assess
    expect(ids(detail)).toEqual(['subscribe', 'claim-code', 'visit', 'learn-more']);
  });
});

describe('serviceDetail: child account', () => {
  it('refers the child to the parent without access', () => {
    // Prepare
    const viewer = child();

    // Act
    const detail = detailFor({ viewer });

    // Assess
    expect(messageTexts(detail)).toEqual(['Talk to your parent about subscribing.']);
    expect(detail.actions[0]).toMatchObject({
      id: 'login-to-parent',
      label: 'Login to Parent Account to Start a Trial',
      signOutFirst: true,
    });
    expect(detail.actions[0]?.to).toEqual({ kind: 'destination', destination: { page: 'login', serviceId: 'svc-1' } });
    expect(ids(detail)).toEqual(['login-to-parent', 'visit', 'learn-more']);
  });

  it('warns after an expired trial and still refers the child to the parent', () => {
    // Prepare
    const userService = expiredTrial();

    // Act
    const detail = detailFor({ viewer: child(), userService });

    // Assess
    expect(detail.messages.map((message) => message.id)).toEqual(['trial-expired', 'talk-to-parent']);
    expect(ids(detail)).toEqual(['login-to-parent', 'visit', 'learn-more']);
  });

  it('opens the app directly while subscribed', () => {
    // Prepare
    const userService = activeSubscription();

    // Act
    const detail = detailFor({ viewer: child(), userService });

    // Assess
    expect(detail.actions[0]).toMatchObject({ id: 'open-app', opensDirectly: true });
    expect(detail.messages).toEqual([]);
  });
});

describe('serviceDetail: student', () => {
  it('asks the student to see the teacher without access', () => {
    // Prepare
    const viewer = student();

    // Act
    const detail = detailFor({ viewer });

    // Assess
    expect(detail.messages.map((message) => message.id)).toEqual(['ask-teacher']);
    expect(ids(detail)).toEqual(['visit', 'learn-more']);
  });

  it('opens the app directly with school access', () => {
    // Prepare
    const userService = aUserService({ context: 'school' });

    // Act
    const detail = detailFor({ viewer: student(), userService });

    // Assess
    expect(detail.actions[0]).toMatchObject({ id: 'open-app', opensDirectly: true });
  });

  it("tells the student when the school's subscription ends in its last month, without a quote", () => {
    // Prepare: 1 day left
    const userService = aUserService({ context: 'school', type: 'subscription', expiry: '2026-03-11T00:00:00.000Z' });

    // Act
    const detail = detailFor({ viewer: student(), userService });

    // Assess
    expect(messageTexts(detail)).toEqual([
      "Your school's subscription to Maths Quest ends on Wednesday 11 March 2026.",
    ]);
    expect(ids(detail)).toEqual(['open-app', 'visit', 'learn-more']);
  });

  it('says nothing of an expired school subscription except the warning', () => {
    // Prepare
    const userService = aUserService({ context: 'school', type: 'subscription', expiry: '2026-03-01T00:00:00.000Z' });

    // Act
    const detail = detailFor({ viewer: student(), userService });

    // Assess
    expect(detail.messages.map((message) => message.id)).toEqual(['subscription-expired', 'ask-teacher']);
  });
});

describe('viewerAccessState', () => {
  it('is none for an anonymous visitor even on a free service', () => {
    // Prepare
    const service = aService({ free: true });

    // Act
    const state = viewerAccessState(null, service, undefined, NOW);

    // Assess
    expect(state).toBe('none');
  });

  it('keeps an active subscription on a free service', () => {
    // Prepare
    const service = aService({ free: true });

    // Act
    const state = viewerAccessState(personal(), service, activeSubscription(), NOW);

    // Assess
    expect(state).toBe('subscribed');
  });

  it('turns an expired trial on a free service into free access', () => {
    // Prepare
    const service = aService({ free: true });

    // Act
    const state = viewerAccessState(personal(), service, expiredTrial(), NOW);

    // Assess
    expect(state).toBe('free');
  });
});

describe('formatLongDate', () => {
  it('writes weekday, day of month, month and year', () => {
    // Prepare
    const iso = '2026-03-02T10:00:00.000Z';

    // Act
    const text = formatLongDate(iso, 'en-AU', 'UTC');

    // Assess
    expect(text).toBe('Monday 2 March 2026');
  });

  it('writes English as the spec does and another language in its own words', () => {
    // Prepare
    const iso = '2026-03-02T10:00:00.000Z';

    // Act
    const english = formatLongDate(iso, 'en', 'UTC');
    const spanish = formatLongDate(iso, 'es', 'UTC');

    // Assess
    expect(english).toBe('Monday 2 March 2026');
    expect(spanish).toBe('lunes, 2 de marzo de 2026');
  });
});

describe('formatEndMoment', () => {
  it("names the hour and the viewer's time zone of an end, in the viewer's language", () => {
    // Prepare
    const iso = '2026-03-02T10:00:00.000Z';

    // Act
    const sydney = formatEndMoment(iso, 'en', 'Australia/Sydney');
    const spanish = formatEndMoment(iso, 'es', 'UTC');

    // Assess
    expect(sydney).toBe('Monday 2 March 2026 at 9:00 pm AEDT');
    expect(spanish).toMatch(/^lunes, 2 de marzo de 2026.* 10:00 UTC$/);
  });
});

describe('formatMomentRange', () => {
  it("says a window's day once and names the viewer's time zone, in the viewer's language", () => {
    // Prepare: half an hour from 15:00 UTC, early on a Sunday in Sydney, Saturday morning in New York.
    const [from, until] = ['2026-12-05T15:00:00.000Z', '2026-12-05T15:30:00.000Z'];

    // Act
    const sydney = formatMomentRange(from, until, 'en', 'Australia/Sydney');
    const newYork = formatMomentRange(from, until, 'es', 'America/New_York');

    // Assess
    expect(sydney.replace(/\s/gu, ' ')).toBe('Sunday 6 December 2026, 2:00 – 2:30 am AEDT');
    expect(newYork.replace(/\s/gu, ' ')).toMatch(/^sábado, 5 de diciembre de 2026, 10:00[ –]+10:30 .+$/);
  });
});

describe('the app modal (where to go in an app)', () => {
  const configured = aService({
    config: {
      appPath: '/play',
      teacherPath: '/teach',
      parentPath: '/family',
      accessButton: { label: 'Sign in on Maths Quest', url: 'https://maths.example.com/login', studentHidden: true },
      registerButton: null,
    },
  });

  it('offers the app, the dashboard of the viewer’s kind and the access button', () => {
    expect(appModalChoices(configured, teacher())).toEqual([
      { kind: 'sign-on', label: 'Open Maths Quest', relayState: '/play' },
      { kind: 'sign-on', label: 'Open the teacher dashboard', relayState: '/teach' },
      { kind: 'url', label: 'Sign in on Maths Quest', url: 'https://maths.example.com/login', external: true },
    ]);
    expect(appModalChoices(configured, parent()).map((choice) => choice.label)).toEqual([
      'Open Maths Quest',
      'Open the parent dashboard',
      'Sign in on Maths Quest',
    ]);
  });

  it('hides an access button configured so from students', () => {
    expect(appModalChoices(configured, student()).map((choice) => choice.label)).toEqual(['Open Maths Quest']);
  });

  it('a service that is not integrated: its access button is the Login, unless hidden from students', () => {
    const notIntegrated = { ...configured, integrated: false };
    const login = (viewer: ReturnType<typeof student>) =>
      serviceDetail({ viewer, service: notIntegrated, userService: undefined, childHoldsService: false, now: NOW })
        .actions[0];
    expect(login(teacher())).toMatchObject({ id: 'service-login', label: 'Sign in on Maths Quest' });
    expect(login(student())).toMatchObject({
      id: 'service-login',
      label: 'Login',
      to: { url: 'https://maths.example.com' },
    });
  });
});
