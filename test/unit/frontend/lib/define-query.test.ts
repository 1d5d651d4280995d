import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classesEndpoints } from '../../../../shared/api/endpoints/classes';
import { libraryEndpoints } from '../../../../shared/api/endpoints/library';
import { apiRequest } from '../../../../frontend/src/lib/api-client';
import { defineQuery } from '../../../../frontend/src/lib/define-query';

// The typed client is the network boundary: the helper only wires it to the query cache.
vi.mock('../../../../frontend/src/lib/api-client', () => ({ apiRequest: vi.fn() }));

const listServices = () =>
  defineQuery(libraryEndpoints.listServices, {
    queryKey: ['public', 'services'],
    select: ({ services }) => services.map((service) => service.name),
  });

describe('defineQuery', () => {
  afterEach(() => vi.mocked(apiRequest).mockReset());

  it('calls the endpoint through the typed client and keeps what select picks', async () => {
    // Prepare
    vi.mocked(apiRequest).mockResolvedValue({ services: [{ name: 'Maths Quest' }, { name: 'Science Lab' }] });
    const query = listServices();

    // Act
    const names = await query.fetch();

    // Assess
    expect(names).toEqual(['Maths Quest', 'Science Lab']);
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(libraryEndpoints.listServices, { signal: undefined });
  });

  it('fills the cache under its key, which a loader and the page share', async () => {
    // Prepare
    vi.mocked(apiRequest).mockResolvedValue({ services: [{ name: 'Maths Quest' }] });
    const queryClient = new QueryClient();
    const query = listServices();

    // Act
    await queryClient.ensureQueryData(query.queryOptions());

    // Assess
    expect(queryClient.getQueryData(['public', 'services'])).toEqual(['Maths Quest']);
  });

  it("keeps the client's default freshness unless a staleTime is given", () => {
    // Act
    const byDefault = listServices().queryOptions();
    const forever = defineQuery(libraryEndpoints.listServices, {
      queryKey: ['public', 'x'],
      select: (answer) => answer,
      staleTime: Infinity,
    }).queryOptions();

    // Assess
    expect('staleTime' in byDefault).toBe(false);
    expect(forever.staleTime).toBe(Infinity);
  });

  it("sends a read's path parameters and keys the cache by them, under the definition's key", async () => {
    // Prepare
    vi.mocked(apiRequest).mockResolvedValue({ classGroups: [] });
    const queryClient = new QueryClient();
    const schoolClasses = defineQuery(classesEndpoints.listSchoolClasses, { queryKey: ['me', 'school-classes'] });

    // Act
    await queryClient.ensureQueryData(schoolClasses.queryOptions({ params: { schoolId: 's-1' } }));

    // Assess
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(classesEndpoints.listSchoolClasses, {
      params: { schoolId: 's-1' },
      signal: expect.any(AbortSignal),
    });
    expect(schoolClasses.key({ params: { schoolId: 's-1' } })).toEqual(['me', 'school-classes', { schoolId: 's-1' }]);
    expect(queryClient.getQueryData(schoolClasses.key({ params: { schoolId: 's-1' } }))).toEqual({ classGroups: [] });
    // The definition's key alone names every school's read (what a change invalidates).
    expect(queryClient.getQueryCache().findAll({ queryKey: schoolClasses.key() })).toHaveLength(1);
  });
});
