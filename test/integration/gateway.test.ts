import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { MAX_BODY_BYTES } from '../../lib-infra/local/gateway';
import { callEndpoint } from './support/call-endpoint';
import { portal, registration } from './support/portal-client';

/** The local gateway answers what API Gateway (HTTP API) answers before any function runs. */
describe('the local gateway', () => {
  it('answers a malformed percent-encoding in the path with 400, naming the request', async () => {
    // Act
    const response = await fetch(`${portal().url}/api/services/%E0%A4%A`);

    // Assess
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Bad Request' });
    expect(response.headers.get('apigw-requestid')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still decodes a well-formed escape', async () => {
    const response = await fetch(`${portal().url}/api/services/%32`);

    expect(response.status).toBe(200);
  });

  it('answers a body over the limit with 413 and a JSON body, without resetting the connection', async () => {
    // Prepare
    const oversized = JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES) });

    // Act
    const response = await fetch(`${portal().url}${authEndpoints.checkUsername.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: oversized,
    });

    // Assess
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request Entity Too Large' });
  });

  it('refuses a body that is not JSON with 415 and creates nothing', async () => {
    // Prepare
    const form = registration();

    // Act
    const answer = await callEndpoint(authEndpoints.register, {
      rawBody: JSON.stringify(form),
      contentType: 'text/plain',
    });
    const formEncoded = await callEndpoint(authEndpoints.register, {
      rawBody: new URLSearchParams({ email: form.email }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });

    // Assess
    expect(answer.status).toBe(415);
    expect(answer.errors[0]).toMatchObject({
      code: 'unsupported-media-type',
      detail: 'The request body must be application/json.',
    });
    expect(formEncoded.status).toBe(415);
    expect((await callEndpoint(authEndpoints.checkUsername, { body: { username: form.email } })).data.exists).toBe(
      false,
    );
  });

  it('answers an unknown route with 404 as API Gateway does', async () => {
    const response = await fetch(`${portal().url}/api/nothing-here`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('takes JSON with a charset', async () => {
    const answer = await fetch(`${portal().url}${authEndpoints.checkUsername.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ username: 'parent@demo.example' }),
    });

    expect(answer.status).toBe(200);
  });
});
