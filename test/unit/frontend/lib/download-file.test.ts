import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiRequestError } from '../../../../frontend/src/lib/api-client';
import { downloadFile, fileNameOf } from '../../../../frontend/src/lib/download-file';
import { studentDocumentsEndpoints } from '../../../../shared/api/endpoints/student-documents';

vi.mock('../../../../frontend/src/lib/auth', () => ({ currentIdToken: () => Promise.resolve('id-token') }));

afterEach(() => vi.unstubAllGlobals());

describe('downloadFile (file endpoints: CSV and PDF)', () => {
  it('fetches the file with the session token and names it from content-disposition', async () => {
    // Prepare
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="4A-login-cards.pdf"; filename*=UTF-8''4A%20login%20cards.pdf`,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);

    // Act
    const file = await downloadFile(studentDocumentsEndpoints.printClassDocument, {
      params: { classGroupId: 'c1', format: 'login-cards' },
      query: { students: 'a,b' },
    });

    // Assess
    expect(fetch).toHaveBeenCalledWith(
      '/api/class-groups/c1/students/pdf/login-cards?students=a%2Cb',
      expect.objectContaining({ method: 'GET' }),
    );
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer id-token',
      Accept: 'application/pdf, application/json',
    });
    expect(file.filename).toBe('4A login cards.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it("turns a refusal into an ApiRequestError with the server's message", async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ errors: [{ status: '404', detail: 'This class could not be found.' }] }), {
          status: 404,
        }),
      ),
    );

    // Act
    const failure = await downloadFile(studentDocumentsEndpoints.exportClassStudentsCsv, {
      params: { classGroupId: 'c1' },
    }).catch((error: unknown) => error);

    // Assess
    expect(isApiRequestError(failure) && [failure.status, failure.message]).toEqual([
      404,
      'This class could not be found.',
    ]);
  });

  it('reads the plain file name when no UTF-8 form is given, and none when there is no header', () => {
    expect(fileNameOf('attachment; filename="students.csv"')).toBe('students.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});
