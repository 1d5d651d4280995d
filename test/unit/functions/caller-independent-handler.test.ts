import { describe, expect, it } from 'vitest';
import { defineCallerIndependentHandler } from '../../../functions/http/http-handler';
import { TEACHER } from '../../../functions/http/access';
import { schoolsRoutes } from '../../../functions/api/schools/routes';

describe('defineCallerIndependentHandler', () => {
  it('takes a route that only reads the table', () => {
    // Act
    const handler = defineCallerIndependentHandler(schoolsRoutes.searchSchools, async () => ({ schools: [] }));

    // Assess
    expect(handler.routeId).toBe('searchSchools');
  });

  it('refuses a route that writes, which must wait for its caller to be admitted', () => {
    // Prepare
    const writing = {
      ...schoolsRoutes.searchSchools,
      access: TEACHER,
      uses: { table: 'readwrite' as const, ses: 'send' as const },
    };

    // Act
    const define = () => defineCallerIndependentHandler(writing, async () => ({ schools: [] }));

    // Assess
    expect(define).toThrow('searchSchools uses table, ses beyond reading the table');
  });
});
