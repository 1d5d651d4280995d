import { afterEach, describe, expect, it, vi } from 'vitest';
import { classesEndpoints } from '../../../../shared/api/endpoints/classes';
import { apiRequest } from '../../../../frontend/src/lib/api-client';
import { defineMutation } from '../../../../frontend/src/lib/define-mutation';

// The typed client is the network boundary: the helper only wires it to the mutation cache.
vi.mock('../../../../frontend/src/lib/api-client', () => ({ apiRequest: vi.fn() }));

describe('defineMutation', () => {
  afterEach(() => vi.mocked(apiRequest).mockReset());

  it("sends the variables as the endpoint's request", async () => {
    // Prepare
    vi.mocked(apiRequest).mockResolvedValue({ classGroup: { id: 'c-1' } });
    const rename = defineMutation(classesEndpoints.updateClassGroup);

    // Act
    const answer = await rename.send({ params: { classGroupId: 'c-1' }, body: { name: 'Year 3' } });

    // Assess
    expect(answer).toEqual({ classGroup: { id: 'c-1' } });
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(classesEndpoints.updateClassGroup, {
      params: { classGroupId: 'c-1' },
      body: { name: 'Year 3' },
    });
  });

  it('builds the request from variables of its own shape when told how', async () => {
    // Prepare
    vi.mocked(apiRequest).mockResolvedValue({});
    const rename = defineMutation(classesEndpoints.updateClassGroup, {
      request: async ({ id, name }: { id: string; name: string }) => ({
        params: { classGroupId: id },
        body: { name: await Promise.resolve(name) },
      }),
    });

    // Act
    await rename.send({ id: 'c-2', name: 'Year 4' });

    // Assess
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(classesEndpoints.updateClassGroup, {
      params: { classGroupId: 'c-2' },
      body: { name: 'Year 4' },
    });
  });
});
