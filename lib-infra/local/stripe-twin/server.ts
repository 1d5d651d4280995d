import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeEngine } from './engine';
import { StripeTwinError } from './errors';
import { list, parseForm, type FormValue } from './form';
import { newId, publicView, stateStore, type StripeObject, type TwinState } from './state';
import { webhookSender } from './webhooks';

export interface StripeTwinOptions {
  /** Where its state is kept between runs; null keeps it in memory only (tests). */
  dataDir: string | null;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The portal's webhook route; may be set after start (the portal's port is known later). */
  webhookUrl?: string | null;
  log?: (line: string) => void;
  /** Sees every API request as it arrived (tests check the exact calls the adapter makes). */
  onRequest?: (request: TwinRequest) => void;
}

export interface TwinRequest {
  method: string;
  path: string;
  form: Record<string, FormValue>;
  query: Record<string, FormValue>;
  idempotencyKey: string | null;
}

export interface StripeTwin {
  url: string;
  port: number;
  /** Serves one API request (the gateway passes the browser's card-form calls here). */
  handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>;
  setWebhookUrl(url: string | null): void;
  /** The test clock: moves the twin's time forward and processes every trial end, renewal and cancellation passed. */
  advanceClock(seconds: number): Promise<void>;
  /** The twin's current time (seconds). */
  now(): number;
  state(): TwinState;
  /** Resolves when the webhooks queued so far are delivered (or given up). */
  webhooksIdle(): Promise<void>;
  stop(): Promise<void>;
}

const CLOCK_ID = 'clock_twin';
const PROCESS_EVERY_MS = 60_000;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) reject(new StripeTwinError(413, 'invalid_request_error', 'Request body too large.'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'stripe-version': '2026-10-28.endive',
  });
  response.end(JSON.stringify(body));
}

const listOf = (url: string, data: readonly unknown[]) => ({ object: 'list', url, has_more: false, data });

/**
 * The twin's Stripe-compatible server: the part of Stripe's API the payments adapter uses, with
 * Stripe's objects, ids, errors, idempotency keys and signed webhooks, on loopback. One test clock
 * serves every object (Stripe keeps one per customer; the twin's page moves them all at once).
 */
export async function startStripeTwin(options: StripeTwinOptions): Promise<StripeTwin> {
  const store = stateStore(options.dataDir);
  const state = store.load();
  let webhookUrl = options.webhookUrl ?? null;
  const now = () => Math.floor(Date.now() / 1000) + state.clockOffset;
  const save = () => store.save(state);
  const webhooks = webhookSender(state, {
    url: () => webhookUrl,
    secret: options.webhookSecret,
    log: options.log,
    onChange: save,
  });
  const emit = (type: string, object: StripeObject) =>
    webhooks.enqueue({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(publicView(object)) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  const engine = stripeEngine(state, now, emit);

  function clock(): StripeObject {
    return {
      id: CLOCK_ID,
      object: 'test_helpers.test_clock',
      created: 0,
      livemode: false,
      frozen_time: now(),
      name: 'The twin clock',
      status: 'ready',
      deletes_after: now() + 30 * 86_400,
    };
  }

  /** The answer to one call, or a StripeTwinError. */
  function route(
    method: string,
    path: string,
    form: Record<string, FormValue>,
    query: Record<string, FormValue>,
  ): unknown {
    const expand = list(method === 'GET' ? query : form, 'expand').filter(
      (value): value is string => typeof value === 'string',
    );
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = parts;
    const key = `${method} ${resource ?? ''}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers':
        return engine.createCustomer(form);
      case 'GET customers/:id':
        return engine.getCustomer(id ?? '', expand);
      case 'POST customers/:id':
        return engine.updateCustomer(id ?? '', form);
      case 'POST payment_methods':
        return publicView(engine.createPaymentMethod(form));
      case 'GET payment_methods/:id':
        return publicView(engine.getPaymentMethod(id ?? ''));
      case 'POST payment_methods/:id/attach':
        return publicView(engine.attachPaymentMethod(id ?? '', form));
      case 'POST prices':
        return engine.createPrice(form);
      case 'GET prices':
        return listOf('/v1/prices', engine.listPrices(query));
      case 'GET prices/:id':
        return engine.getPrice(id ?? '');
      case 'POST coupons':
        return engine.createCoupon(form);
      case 'GET coupons/:id':
        return engine.getCoupon(id ?? '');
      case 'POST subscriptions':
        return engine.subscriptionView(engine.createSubscription(form), expand);
      case 'GET subscriptions/:id':
        return engine.subscriptionView(engine.getSubscription(id ?? ''), expand);
      case 'POST subscriptions/:id':
        return engine.subscriptionView(engine.updateSubscription(id ?? '', form), expand);
      case 'DELETE subscriptions/:id':
        return engine.subscriptionView(engine.cancelSubscription(id ?? ''), expand);
      case 'GET invoices':
        return listOf('/v1/invoices', engine.listInvoices(query).map(publicView));
      default:
        throw new StripeTwinError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${path}). The local Stripe twin implements only the calls the portal makes.`,
        );
    }
  }

  async function advanceClock(seconds: number): Promise<void> {
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new StripeTwinError(
        400,
        'invalid_request_error',
        'The clock only moves forward.',
        'parameter_invalid',
        'frozen_time',
      );
    state.clockOffset += Math.round(seconds);
    engine.advanceAll();
    save();
  }

  async function testClock(method: string, path: string, form: Record<string, FormValue>): Promise<unknown> {
    const [, , , id, action] = path.split('/').filter(Boolean);
    if (method === 'POST' && !id) return clock();
    if (id !== CLOCK_ID)
      throw new StripeTwinError(
        404,
        'invalid_request_error',
        `No such test_clock: '${id ?? ''}'`,
        'resource_missing',
        'test_clock',
      );
    if (method === 'GET' && !action) return clock();
    if (method === 'POST' && action === 'advance') {
      const frozen = Number(form['frozen_time']);
      await advanceClock(frozen - now());
      return clock();
    }
    throw new StripeTwinError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const method = request.method ?? 'GET';
    try {
      const [pathname, search = ''] = path.split('?');
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const isCardForm = method === 'POST' && pathname === '/v1/payment_methods';
      if (token !== options.secretKey && !(isCardForm && token === options.publishableKey)) {
        throw new StripeTwinError(
          401,
          'authentication_error',
          `Invalid API Key provided: ${token ? `${token.slice(0, 8)}…` : 'none'}`,
        );
      }
      const body = method === 'GET' ? '' : await readBody(request);
      const form = parseForm(body);
      const query = parseForm(search);
      const idempotencyKey = method === 'POST' ? request.headers['idempotency-key'] : undefined;
      options.onRequest?.({
        method,
        path: pathname ?? '',
        form,
        query,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
      });
      const requestKey = `${method} ${pathname ?? ''} ${body}`;
      if (typeof idempotencyKey === 'string') {
        const earlier = state.idempotency[idempotencyKey];
        if (earlier) {
          if (earlier.request !== requestKey)
            throw new StripeTwinError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            );
          send(response, earlier.status, earlier.body);
          return;
        }
      }
      engine.advanceAll();
      let status = 200;
      let answer: unknown;
      try {
        answer = pathname?.startsWith('/v1/test_helpers/test_clocks')
          ? await testClock(method, pathname, form)
          : route(method, pathname ?? '', form, query);
      } catch (error) {
        if (!(error instanceof StripeTwinError)) throw error;
        status = error.status;
        answer = error.toJson();
      }
      // Stripe keeps the answer of a request that ran, success or refusal, for its key.
      if (typeof idempotencyKey === 'string' && status !== 400)
        state.idempotency[idempotencyKey] = { request: requestKey, status, body: answer };
      if (method !== 'GET') save();
      send(response, status, answer);
    } catch (error) {
      if (error instanceof StripeTwinError) send(response, error.status, error.toJson());
      else {
        options.log?.(`stripe twin: ${String(error)}`);
        send(response, 500, { error: { type: 'api_error', message: 'The local Stripe twin failed.' } });
      }
    }
  }

  const server = http.createServer((request, response) => void handle(request, response, request.url ?? '/'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // Trials and renewals also pass in real time while the twin runs.
  const timer = setInterval(() => {
    engine.advanceAll();
    save();
  }, PROCESS_EVERY_MS);
  timer.unref();

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    handle,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    advanceClock,
    now,
    state: () => state,
    webhooksIdle: () => webhooks.idle(),
    async stop() {
      clearInterval(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await webhooks.idle().catch(() => undefined);
      save();
    },
  };
}
