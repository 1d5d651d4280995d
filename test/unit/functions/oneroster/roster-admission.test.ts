import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../../../../shared/schemas/service';
import { ROSTER_SCOPES } from '../../../../shared/schemas/api-credentials';
import type { RosterRequestItems } from '../../../../functions/data/roster-requests';
import { readRosterRequestItems } from '../../../../functions/data/roster-requests';
import { getService } from '../../../../functions/data/services';
import { signAccessToken } from '../../../../functions/domain/oneroster/auth/access-tokens';
import { admitRosterRead } from '../../../../functions/domain/oneroster/sharing/roster-admission';

vi.mock('../../../../functions/data/services', () => ({ getService: vi.fn() }));
vi.mock('../../../../functions/data/roster-requests', () => ({ readRosterRequestItems: vi.fn() }));

const [CORE] = ROSTER_SCOPES;
const NOW = new Date('2026-12-06T10:00:00Z');
const TOKEN_KEY = Buffer.alloc(32, 7).toString('base64url');
const credential = {
  clientId: 'client-catalogue',
  serviceId: 'app-1',
  scopes: [CORE],
  revokedAt: null,
  tokenKey: TOKEN_KEY,
} as unknown as NonNullable<RosterRequestItems['credential']>;

beforeEach(() => {
  vi.mocked(readRosterRequestItems).mockReset();
  vi.mocked(getService).mockReset();
});

describe("a OneRoster request's reads", () => {
  it("reads the app's sharing beside its catalogue entry, not after it", async () => {
    // Prepare: the function's copy of the catalogue is being read again (it is 30 s old).
    let catalogueRead: (service: Service | null) => void = () => undefined;
    vi.mocked(getService).mockReturnValue(new Promise((resolve) => (catalogueRead = resolve)));
    vi.mocked(readRosterRequestItems).mockResolvedValue({ credential, signOn: null, school: null });
    const token = await signAccessToken(credential, [CORE], NOW);

    // Act
    const admitted = admitRosterRead(`Bearer ${token}`, CORE, 'school-1', NOW);
    // The token's check takes a turn of its own (WebCrypto); the app's items must be asked for before the catalogue answers.
    await vi.waitFor(() => expect(readRosterRequestItems).toHaveBeenCalledTimes(2));
    const readsBeforeCatalogue = vi.mocked(readRosterRequestItems).mock.calls.map(([keys]) => keys);
    catalogueRead(null);
    const admission = await admitted;

    // Assess: the credential (a cold function), then the app's items without waiting for the catalogue.
    expect(readsBeforeCatalogue).toEqual([
      { clientId: 'client-catalogue' },
      { clientId: undefined, serviceId: 'app-1', schoolId: 'school-1' },
    ]);
    expect(admission.schools).toEqual([]);
  });
});
