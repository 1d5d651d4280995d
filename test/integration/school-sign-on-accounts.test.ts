import { AdminDeleteUserCommand, AdminLinkProviderForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { ALREADY_SAML_LINKED } from '../../shared/schemas/saml';
import { notLinkedMessage, onlyWayInMessage, SCHOOL_SIGN_ON_MESSAGES } from '../../shared/schemas/saml-accounts';
import { DEMO_OTHER_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { findUserIdBySamlNameId, getSamlAccount } from '../../functions/data/saml-accounts';
import { hashLinkTicket, samlLinkTickets } from '../../functions/data/saml-link-tickets';
import { MOCK_SAML_PROVIDER } from '../../functions/domain/saml/saml-claims';
import { localCognitoClient } from '../../lib-infra/local/cognito-store';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { federatedSignIn, newIdentity } from './support/hosted-sign-in';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { schoolPerson, schoolSignIn } from './support/school-sign-on';

const { createSamlLinkTicket, linkSamlAccount, listMySamlAccounts, unlinkSamlAccount, registerSaml, getSamlLastError } =
  samlEndpoints;

/** A first-time school sign-on of a new person, and a link ticket of it. */
async function newcomerTicket(person = schoolPerson()) {
  const newcomer = await schoolSignIn(person);
  const answer = await callEndpoint(createSamlLinkTicket, { as: { token: newcomer.idToken } });
  expect(answer.status).toBe(201);
  return { person, newcomer, ticket: answer.data.ticket, answer: answer.data };
}

beforeAll(() => useLocalTable());

describe('POST /api/saml2/link-tickets', () => {
  it('gives a first-time school sign-on person a ticket of 15 minutes, storing only its hash', async () => {
    const before = Date.now();
    const { person, ticket, answer } = await newcomerTicket();
    expect(answer).toMatchObject({
      samlIdp: { id: MOCK_SAML_PROVIDER.id, name: MOCK_SAML_PROVIDER.name },
      email: person.emailValue,
    });
    expect(ticket.length).toBeGreaterThanOrEqual(40);
    const lifetime = new Date(answer.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const stored = await samlLinkTickets.get({ ticketHash: hashLinkTicket(ticket) });
    expect(stored).toMatchObject({ samlIdpId: MOCK_SAML_PROVIDER.id, nameId: person.nameId });
    expect(JSON.stringify(stored)).not.toContain(ticket);
  });

  it('is for newcomers only: 403 with a profile, 404 for a Google newcomer', async () => {
    expect((await callEndpoint(createSamlLinkTicket, { as: 'teacher' })).status).toBe(403);
    const google = await federatedSignIn(newIdentity('ticket'), 'Google');
    const answer = await callEndpoint(createSamlLinkTicket, { as: { token: google.idToken } });
    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_SIGN_ON_MESSAGES.notASamlSignIn);
  });
});

describe('POST /api/saml2/link', () => {
  it('links the school identity to the signed-in account: the next school sign-on signs in as it; listed, and a retry is done', async () => {
    // Prepare
    const { person, ticket } = await newcomerTicket();
    const account = await freshAccount('teacher');
    // Act
    const answer = await callEndpoint(linkSamlAccount, { body: { ticket }, as: account.as });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.samlAccount).toMatchObject({
      samlIdp: { id: MOCK_SAML_PROVIDER.id },
      nameId: person.nameId,
      email: person.emailValue,
    });
    expect(await findUserIdBySamlNameId(MOCK_SAML_PROVIDER.id, person.nameId)).toBe(account.user.id);
    const again = await schoolSignIn(person);
    expect(again.sub).toBe(account.user.id);
    const listed = await callEndpoint(listMySamlAccounts, { as: account.as });
    expect(listed.data.samlAccounts).toEqual([answer.data.samlAccount]);
    // The same account redeeming the ticket again goes on (a retry after a failure half-way).
    const retry = await callEndpoint(linkSamlAccount, { body: { ticket }, as: account.as });
    expect(retry.status).toBe(200);
    expect(retry.data.samlAccount).toEqual(answer.data.samlAccount);
  });

  it("refuses a ticket another account redeemed (404) and records it as that caller's last error", async () => {
    const { ticket } = await newcomerTicket();
    const first = await freshAccount();
    const second = await freshAccount();
    expect((await callEndpoint(linkSamlAccount, { body: { ticket }, as: first.as })).status).toBe(200);
    const answer = await callEndpoint(linkSamlAccount, { body: { ticket }, as: second.as });
    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid);
    expect(await getSamlAccount(second.user.id, MOCK_SAML_PROVIDER.id)).toBeNull();
    expect((await callEndpoint(getSamlLastError, { as: second.as })).data.lastError?.message).toBe(
      SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid,
    );
  });

  it('refuses an expired ticket and one that never existed (404)', async () => {
    // Prepare: a ticket past its 15 minutes, written as the API writes them
    const expired = 'expired-ticket-0123456789abcdefghijklmnop';
    const past = new Date(Date.now() - 60_000);
    await samlLinkTickets.put({
      ticketHash: hashLinkTicket(expired),
      samlIdpId: MOCK_SAML_PROVIDER.id,
      nameId: 'expired-person',
      email: null,
      createdBy: 'someone',
      createdAt: new Date(past.getTime() - 15 * 60_000).toISOString(),
      expiresAt: past.toISOString(),
      ttl: Math.ceil(past.getTime() / 1000),
    });
    const account = await freshAccount();
    // Act
    const answers = [
      await callEndpoint(linkSamlAccount, { body: { ticket: expired }, as: account.as }),
      await callEndpoint(linkSamlAccount, { body: { ticket: 'never-issued-0123456789abcdefghijkl' }, as: account.as }),
    ];
    // Assess
    expect(answers.map((answer) => [answer.status, answer.errors[0]?.detail])).toEqual([
      [404, SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid],
      [404, SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid],
    ]);
    expect(await findUserIdBySamlNameId(MOCK_SAML_PROVIDER.id, 'expired-person')).toBeNull();
  });

  it('refuses a child account (403) without using the ticket', async () => {
    const { ticket } = await newcomerTicket();
    const answer = await callEndpoint(linkSamlAccount, { body: { ticket }, as: 'child' });
    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_SIGN_ON_MESSAGES.childCannotLink);
    const stored = await samlLinkTickets.get({ ticketHash: hashLinkTicket(ticket) });
    expect(stored?.redeemedBy).toBeUndefined();
  });

  it('refuses an account linked to that provider already (409)', async () => {
    const account = await freshAccount();
    expect(
      (await callEndpoint(linkSamlAccount, { body: { ticket: (await newcomerTicket()).ticket }, as: account.as }))
        .status,
    ).toBe(200);
    const { person, ticket } = await newcomerTicket();
    const answer = await callEndpoint(linkSamlAccount, { body: { ticket }, as: account.as });
    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(ALREADY_SAML_LINKED);
    expect(await findUserIdBySamlNameId(MOCK_SAML_PROVIDER.id, person.nameId)).toBeNull();
  });

  it('refuses a school identity linked to another account (409), whether the table or the user pool says so', async () => {
    // Prepare: two tickets of one person; the first linked to one account
    const person = schoolPerson();
    const { ticket: firstTicket } = await newcomerTicket(person);
    const secondTicket = (
      await callEndpoint(createSamlLinkTicket, { as: { token: (await schoolSignIn(person)).idToken } })
    ).data.ticket;
    const owner = await freshAccount();
    const other = await freshAccount();
    expect((await callEndpoint(linkSamlAccount, { body: { ticket: firstTicket }, as: owner.as })).status).toBe(200);
    // Act
    const answer = await callEndpoint(linkSamlAccount, { body: { ticket: secondTicket }, as: other.as });
    // Assess
    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(ALREADY_SAML_LINKED);

    // Prepare: an identity linked in the user pool only (the table does not know it)
    const pooled = await newcomerTicket();
    const pooledOwner = await freshAccount();
    const admin = localCognitoClient(portal().cognitoEndpoint);
    await admin.send(
      new AdminDeleteUserCommand({ UserPoolId: portal().userPoolId, Username: pooled.newcomer.username }),
    );
    await admin.send(
      new AdminLinkProviderForUserCommand({
        UserPoolId: portal().userPoolId,
        DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: pooledOwner.form.email },
        SourceUser: {
          ProviderName: MOCK_SAML_PROVIDER.cognitoName,
          ProviderAttributeName: 'Cognito_Subject',
          ProviderAttributeValue: pooled.person.nameId,
        },
      }),
    );
    admin.destroy();
    // Act
    const refused = await callEndpoint(linkSamlAccount, { body: { ticket: pooled.ticket }, as: other.as });
    // Assess
    expect(refused.status).toBe(409);
    expect(refused.errors[0]?.detail).toBe(ALREADY_SAML_LINKED);
    expect(await getSamlAccount(other.user.id, MOCK_SAML_PROVIDER.id)).toBeNull();
  });
});

describe('GET /api/me/saml-accounts', () => {
  it("answers a school sign-on account's link and its school's provider", async () => {
    const person = schoolPerson({ schoolRoleValue: 'teacher' });
    const signedIn = await schoolSignIn(person);
    expect((await callEndpoint(registerSaml, { body: {}, as: { token: signedIn.idToken } })).status).toBe(201);
    const answer = await callEndpoint(listMySamlAccounts, { as: { token: signedIn.idToken } });
    expect(answer.status).toBe(200);
    expect(answer.data.samlAccounts).toEqual([
      expect.objectContaining({
        samlIdp: expect.objectContaining({ id: MOCK_SAML_PROVIDER.id }),
        nameId: person.nameId,
      }),
    ]);
    expect(answer.data.schoolSamlIdp).toMatchObject({ id: MOCK_SAML_PROVIDER.id, totalSchools: 1 });
  });

  it('answers no links and no provider for an account without a school, and refuses a child account', async () => {
    expect((await callEndpoint(listMySamlAccounts, { as: 'personal' })).data).toEqual({
      samlAccounts: [],
      schoolSamlIdp: null,
    });
    const child = await callEndpoint(listMySamlAccounts, { as: 'child' });
    expect(child.status).toBe(403);
    expect(child.errors[0]?.detail).toBe(SCHOOL_SIGN_ON_MESSAGES.childCannotLink);
  });
});

describe('DELETE /api/me/saml-accounts/{samlIdpId}', () => {
  it('unlinks: the link is gone from the table and the user pool, the next school sign-on is a newcomer again', async () => {
    // Prepare
    const { person, ticket } = await newcomerTicket();
    const account = await freshAccount();
    expect((await callEndpoint(linkSamlAccount, { body: { ticket }, as: account.as })).status).toBe(200);
    // Act
    const answer = await callEndpoint(unlinkSamlAccount, {
      params: { samlIdpId: MOCK_SAML_PROVIDER.id },
      as: account.as,
    });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ samlAccounts: [], schoolSamlIdp: null });
    expect(await findUserIdBySamlNameId(MOCK_SAML_PROVIDER.id, person.nameId)).toBeNull();
    const again = await schoolSignIn(person);
    expect(again.sub).not.toBe(account.user.id);
  });

  it('refuses to remove the only way in (409) and a link the account does not have (404)', async () => {
    const signedIn = await schoolSignIn(
      schoolPerson({ schoolRoleValue: 'student', schoolIdValue: DEMO_OTHER_SCHOOL_ID }),
    );
    expect((await callEndpoint(registerSaml, { body: {}, as: { token: signedIn.idToken } })).status).toBe(201);
    const onlyWayIn = await callEndpoint(unlinkSamlAccount, {
      params: { samlIdpId: MOCK_SAML_PROVIDER.id },
      as: { token: signedIn.idToken },
    });
    expect(onlyWayIn.status).toBe(409);
    expect(onlyWayIn.errors[0]?.detail).toBe(onlyWayInMessage(MOCK_SAML_PROVIDER.name));
    expect(await getSamlAccount(signedIn.sub, MOCK_SAML_PROVIDER.id)).not.toBeNull();

    const notLinked = await callEndpoint(unlinkSamlAccount, {
      params: { samlIdpId: MOCK_SAML_PROVIDER.id },
      as: 'personal',
    });
    expect(notLinked.status).toBe(404);
    expect(notLinked.errors[0]?.detail).toBe(notLinkedMessage(MOCK_SAML_PROVIDER.name));
  });
});
