import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LAUNCH_TICKET_LIFETIME_MS,
  openLaunchTicket,
  sealLaunchTicket,
} from '../../../functions/domain/app-launch/launch-ticket-seal';

const KEY = randomBytes(32);
const NOW = new Date('2026-11-29T09:00:00.000Z');
const DECISION = {
  userId: 'child-1',
  actorId: 'parent-1',
  serviceId: '2',
  nameId: 'pairwise-id-of-child-1-for-2',
  relayState: '/play',
  inResponseTo: null,
  serviceName: 'Maths Quest',
  audience: 'https://maths-quest.example/saml',
  acsUrl: 'https://maths-quest.example/saml/acs',
  attributes: { firstName: 'Mia', lastName: null, classIds: ['c-1', 'c-2'] },
  usageSchoolId: null,
};

/** The ticket with one character of its `part` (0 version … 3 ciphertext) changed. */
function changed(ticket: string, part: number): string {
  const parts = ticket.split('.');
  const text = parts[part] ?? '';
  parts[part] = `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
  return parts.join('.');
}

describe('sealed launch tickets', () => {
  it('opens to exactly what was sealed, with an id of its own and a minute to live', () => {
    const { ticket, expiresAt } = sealLaunchTicket(DECISION, KEY, NOW);

    const grant = openLaunchTicket(ticket, KEY, new Date(NOW.getTime() + LAUNCH_TICKET_LIFETIME_MS - 1));

    expect(grant).toEqual({ ...DECISION, ticketId: expect.any(String), expiresAt: expiresAt.toISOString() });
    expect(expiresAt.getTime() - NOW.getTime()).toBe(LAUNCH_TICKET_LIFETIME_MS);
    expect(grant?.ticketId).toMatch(/^[\w-]{22}$/);
  });

  it('carries nothing readable: no name, no id, no address of the app', () => {
    const { ticket } = sealLaunchTicket(DECISION, KEY, NOW);

    const decoded = ticket
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join(' ');
    for (const secret of ['Mia', 'child-1', 'parent-1', 'maths-quest', 'Maths Quest'])
      expect(decoded).not.toContain(secret);
  });

  it('two tickets of one decision differ, each with its own id', () => {
    const first = sealLaunchTicket(DECISION, KEY, NOW).ticket;
    const second = sealLaunchTicket(DECISION, KEY, NOW).ticket;

    expect(first).not.toBe(second);
    expect(openLaunchTicket(first, KEY, NOW)?.ticketId).not.toBe(openLaunchTicket(second, KEY, NOW)?.ticketId);
  });

  it('opens a teacher of 300 classes; seals and opens no ticket over 64 KB', () => {
    const classIds = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());
    const teacher = sealLaunchTicket({ ...DECISION, attributes: { classIds: classIds(300) } }, KEY, NOW).ticket;

    expect(openLaunchTicket(teacher, KEY, NOW)?.attributes['classIds']).toHaveLength(300);
    expect(() => sealLaunchTicket({ ...DECISION, attributes: { classIds: classIds(1500) } }, KEY, NOW)).toThrow(
      /over the 65536 the page opens/,
    );
    expect(openLaunchTicket(`${teacher}${'A'.repeat(64 * 1024)}`, KEY, NOW)).toBeNull();
  });

  it('does not open once expired', () => {
    const { ticket } = sealLaunchTicket(DECISION, KEY, NOW);

    expect(openLaunchTicket(ticket, KEY, new Date(NOW.getTime() + LAUNCH_TICKET_LIFETIME_MS))).toBeNull();
  });

  it('does not open when changed in any part, sealed by another key, or not a ticket at all', () => {
    const { ticket } = sealLaunchTicket(DECISION, KEY, NOW);

    for (const part of [0, 1, 2, 3])
      expect(openLaunchTicket(changed(ticket, part), KEY, NOW), `part ${part}`).toBeNull();
    expect(openLaunchTicket(ticket, randomBytes(32), NOW)).toBeNull();
    expect(openLaunchTicket(`${ticket}.extra`, KEY, NOW)).toBeNull();
    for (const made of ['', 'made-up-ticket', 'v1...', 'v1.a.b.c', 'user-1.c2VjcmV0'])
      expect(openLaunchTicket(made, KEY, NOW), made).toBeNull();
  });
});
