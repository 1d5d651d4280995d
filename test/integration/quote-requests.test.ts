import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, type OutboxMail } from '../../functions/adapters/mail/outbox';
import { homeQuoteRequests, listQuoteRequests } from '../../functions/data/quote-requests';
import { userServices } from '../../functions/data/user-services';
import { userPartition } from '../../functions/data/users';
import { putSchools } from '../../functions/data/schools';
import { listTeacherTrials } from '../../functions/data/teacher-trials';
import { QUOTE_REQUEST_LIMIT } from '../../functions/domain/schools/quote-requests';
import { LOCAL_SALES_ADDRESS } from '../../bin/local-stack';
import { providerDate } from '../../functions/domain/core/mails/provider-date';
import { escapeHtml } from '../../shared/rules/escape-html';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { SCHOOL_ACCESS_MESSAGES, type QuoteRequest } from '../../shared/schemas/school-access';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal, uniqueEmail } from './support/portal-client';
import { grantSchoolService, inDays, schoolWithMembers, type SchoolMember } from './support/school-access';

const { requestSchoolSubscription, startTeacherTrial } = schoolsEndpoints;

beforeAll(() => {
  useLocalTable();
});

function aQuote(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    services: ['1', '2'],
    school: { name: 'Wattle <Grove> Primary', city: 'Parramatta', size: '101-175' },
    user: { title: 'Ms.', firstName: 'Tess', lastName: 'Teacher', email: uniqueEmail('quote'), phone: '02 5550 1111' },
    ...overrides,
  };
}

function ask(member: Pick<SchoolMember, 'as'>, body: QuoteRequest) {
  return callEndpoint(requestSchoolSubscription, { body, as: member.as });
}

async function mailsTo(replyTo: string): Promise<OutboxMail[]> {
  return (await listOutbox(portal().mailOutboxDir)).filter((mail) => mail.replyTo === replyTo);
}

describe('POST /api/schools/request-subscription', () => {
  it('records the request, mails sales a readable request with replies to the contact, and grants the interim trial it reports', async () => {
    // Prepare
    const { school, teacher } = await schoolWithMembers();
    await grantSchoolService(school.id, '2', { subscriptionEnd: inDays(-10) });
    const body = aQuote({ services: ['1', '2'], trial: true });

    // Act
    const answer = await ask(teacher, body);

    // Assess: the interim trial covers the title the teacher may still trial, not the expired one
    expect(answer.status).toBe(201);
    expect(answer.data.interimTrial?.services).toEqual(['1']);
    const [stored] = await listQuoteRequests(school.id);
    expect(stored).toMatchObject({
      id: answer.data.quoteRequestId,
      userId: teacher.id,
      services: ['1', '2'],
      school: body.school,
      contact: body.user,
      trial: true,
      interimTrial: answer.data.interimTrial,
    });
    const [mail, ...others] = await mailsTo(body.user.email);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(LOCAL_SALES_ADDRESS);
    expect(mail?.subject).toBe('New free trial and quote request: Wattle <Grove> Primary, Parramatta (101-175)');
    expect(mail?.text).toContain('Titles: Reading Rockets (1)\nMaths Quest (2)');
    expect(mail?.text).toContain('Contact: Ms. Tess Teacher');
    expect(mail?.text).toContain('Asks for a new free trial: Yes');
    expect(mail?.text).toContain(
      `Interim trial granted: Reading Rockets (1)\nuntil ${providerDate(answer.data.interimTrial?.expiry ?? '')}`,
    );
    expect(mail?.html).toContain(escapeHtml('Wattle <Grove> Primary'));
    expect(mail?.html).not.toContain('<Grove>');
    const services = await callEndpoint(meEndpoints.listMyUserServices, { as: teacher.as });
    expect(services.data.userServices).toContainEqual(
      expect.objectContaining({
        serviceId: '1',
        type: 'trial',
        context: 'school',
        expiry: answer.data.interimTrial?.expiry,
      }),
    );
  });

  it('grants no interim trial when nothing requested may be trialled, or while the trial lock is in force', async () => {
    // Prepare
    const { school, teacher, schoolAdmin } = await schoolWithMembers();
    await callEndpoint(startTeacherTrial, {
      params: { userId: teacher.id },
      body: { services: ['3'] },
      as: teacher.as,
    });
    const locked = await schoolWithMembers();
    await putSchools([{ ...locked.school, trialLockEnd: inDays(3) }]);

    // Act
    const trialledBefore = await ask(teacher, aQuote({ services: ['3'] }));
    const whileLocked = await ask(locked.teacher, aQuote({ services: ['1'] }));
    const adminAsks = await ask(schoolAdmin, aQuote({ services: ['3'] }));

    // Assess
    expect([trialledBefore.status, whileLocked.status, adminAsks.status]).toEqual([201, 201, 201]);
    expect(trialledBefore.data.interimTrial).toBeNull();
    expect(whileLocked.data.interimTrial).toBeNull();
    expect(adminAsks.data.interimTrial?.services).toEqual(['3']);
    expect(await listTeacherTrials(locked.teacher.id)).toEqual([]);
    expect(await listQuoteRequests(school.id)).toHaveLength(2);
  });

  it.each([
    ['no titles', { services: [] }, '/data/attributes/services', SCHOOL_ACCESS_MESSAGES.titlesRequired],
    [
      'no school size',
      { school: { name: 'A School', city: 'Sydney', size: '12' } },
      '/data/attributes/school/size',
      SCHOOL_ACCESS_MESSAGES.sizeRequired,
    ],
    ['a disabled title', { services: ['1', '7'] }, '/data/attributes/services/1', SCHOOL_ACCESS_MESSAGES.titleUnknown],
    ['a free title', { services: ['5'] }, '/data/attributes/services/0', SCHOOL_ACCESS_MESSAGES.titleUnknown],
    ['an unknown title', { services: ['nope'] }, '/data/attributes/services/0', SCHOOL_ACCESS_MESSAGES.titleUnknown],
    [
      'a bad email',
      { user: { title: 'Mr.', firstName: 'T', lastName: 'T', email: 'not-an-email', phone: '1' } },
      '/data/attributes/user/email',
      null,
    ],
  ])('answers 422 for %s, recording and mailing nothing', async (_case, change, pointer, detail) => {
    // Prepare
    const { school, teacher } = await schoolWithMembers();
    const body = { ...aQuote(), ...change };

    // Act
    const answer = await callEndpoint(requestSchoolSubscription, { invalidBody: body, as: teacher.as });

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors.map((error) => error.source?.pointer)).toContain(pointer);
    if (detail) expect(answer.errors.map((error) => error.detail)).toContain(detail);
    expect(await listQuoteRequests(school.id)).toEqual([]);
    expect(await listTeacherTrials(teacher.id)).toEqual([]);
  });

  it('refuses a teacher without a school, a student and a child with 403', async () => {
    // Prepare
    const { student } = await schoolWithMembers();
    const teacher = await freshAccount('teacher');

    // Act
    const answers = await Promise.all([
      ask(teacher, aQuote()),
      ask(student, aQuote()),
      callEndpoint(requestSchoolSubscription, { body: aQuote(), as: 'child' }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(answers[0]?.errors[0]?.detail).toBe(SCHOOL_ACCESS_MESSAGES.noSchool);
  });

  it('takes a personal account’s request for an app it is trialling or had, as the service detail offers it (§2)', async () => {
    // Prepare: trialling Reading Rockets, Maths Quest's subscription ended
    const person = await freshAccount('home');
    const access = {
      status: 'active',
      context: 'home',
      lastAccess: null,
      triallable: false,
      perpetual: false,
    } as const;
    await userServices.put({
      userId: person.user.id,
      serviceId: '1',
      type: 'trial',
      expiry: inDays(5),
      ...access,
      grantedByChildId: null,
    });
    await userServices.put({
      userId: person.user.id,
      serviceId: '2',
      type: 'subscription',
      expiry: inDays(-3),
      ...access,
      grantedByChildId: null,
    });
    const body = aQuote({ services: ['1', '2'] });

    // Act
    const answer = await ask(person, body);

    // Assess: recorded with the person, mailed to sales; no school, so no interim trial
    expect(answer.status).toBe(201);
    expect(answer.data.interimTrial).toBeNull();
    const stored = await homeQuoteRequests.queryAll({
      partition: userPartition(person.user.id),
      sortKeyPrefix: 'QUOTE#',
    });
    expect(stored).toMatchObject([{ id: answer.data.quoteRequestId, services: ['1', '2'], school: body.school }]);
    const [mail] = await mailsTo(body.user.email);
    expect(mail?.to).toBe(LOCAL_SALES_ADDRESS);
    expect(mail?.text).toContain('School record: None: asked from a personal or parent account');
    expect(mail?.text).toContain(`Account: ${person.user.username}`);
  });

  it('refuses a personal or parent account a quote for an app it is not trialling and never had (422 on that title)', async () => {
    // Prepare
    const person = await freshAccount('parent');
    await userServices.put({
      userId: person.user.id,
      serviceId: '1',
      type: 'trial',
      expiry: inDays(5),
      status: 'active',
      context: 'home',
      lastAccess: null,
      triallable: false,
      perpetual: false,
      grantedByChildId: null,
    });

    // Act
    const answer = await ask(person, aQuote({ services: ['1', '3'] }));

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors).toMatchObject([
      { detail: SCHOOL_ACCESS_MESSAGES.quoteNotForThisApp, source: { pointer: '/data/attributes/services/1' } },
    ]);
  });

  it(`refuses more than ${QUOTE_REQUEST_LIMIT.limit} requests an hour from one teacher with 429`, async () => {
    // Prepare
    const { school, teacher } = await schoolWithMembers();
    for (let sent = 0; sent < QUOTE_REQUEST_LIMIT.limit; sent += 1)
      expect((await ask(teacher, aQuote({ services: ['4'] }))).status).toBe(201);

    // Act
    const answer = await ask(teacher, aQuote({ services: ['4'] }));

    // Assess
    expect(answer.status).toBe(429);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_ACCESS_MESSAGES.tooManyQuotes);
    expect(await listQuoteRequests(school.id)).toHaveLength(QUOTE_REQUEST_LIMIT.limit);
  });
});
