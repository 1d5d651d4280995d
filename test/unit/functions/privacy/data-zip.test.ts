import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dataExportFileName, personRecordSchema, type PersonRecord } from '../../../../shared/schemas/privacy';
import { dataExportFiles, dataExportZip, dataReadme } from '../../../../functions/domain/privacy/data-zip';
import { inLocale } from '../../../../functions/platform/language';

function aRecord(fields: Partial<PersonRecord> = {}): PersonRecord {
  return personRecordSchema.parse({
    profile: {
      id: 'child-1',
      username: 'mia-demo',
      firstName: 'Mia',
      lastName: 'Citizen',
      accountType: 'Child account',
      email: null,
      school: null,
      studentId: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      lastSignIn: '2026-11-28T08:00:00.000Z',
      signInCount: 3,
      status: 'active',
    },
    signInMethods: ['Username and password'],
    subscriptions: [],
    appAccess: [],
    activationCodes: [],
    classes: [],
    signIns: [{ at: '2026-11-28T08:00:00.000Z' }],
    appLaunches: [
      {
        at: '2026-11-28T08:05:00.000Z',
        app: 'Maths Quest',
        attributes: ['username', 'first name', 'last name initial'],
        openedBy: 'You, as Mia',
      },
    ],
    history: [{ at: '2026-11-27T10:00:00.000Z', what: 'Set a child password', who: 'You', times: 1 }],
    readAt: '2026-11-29T07:00:00.000Z',
    ...fields,
  });
}

describe("a person's data as a ZIP", () => {
  it('holds README.txt, profile.json, and a JSON and a CSV for every list of the record', () => {
    // Act
    const names = Object.keys(dataExportFiles(aRecord())).sort();

    // Assess
    expect(names).toEqual(
      [
        'README.txt',
        'profile.json',
        ...[
          'sign-in-methods',
          'subscriptions',
          'app-access',
          'activation-codes',
          'classes',
          'sign-ins',
          'app-launches',
          'history',
        ].flatMap((name) => [`${name}.json`, `${name}.csv`]),
      ].sort(),
    );
  });

  it('unzips to the launch with its attributes, in JSON and in a CSV a spreadsheet reads', () => {
    // Act
    const files = unzipSync(dataExportZip(aRecord()));

    // Assess
    const launches = JSON.parse(strFromU8(files['app-launches.json'] ?? new Uint8Array())) as unknown[];
    expect(launches).toEqual([expect.objectContaining({ app: 'Maths Quest', openedBy: 'You, as Mia' })]);
    const bytes = files['app-launches.csv'] ?? new Uint8Array();
    // A byte-order mark first, so spreadsheets read UTF-8 (the decoder drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(bytes);
    expect(csv.startsWith('Opened (UTC),App,Attributes the app received,Opened by\r\n')).toBe(true);
    expect(csv).toContain('2026-11-28T08:05:00.000Z,Maths Quest,username; first name; last name initial,"You, as Mia"');
  });

  it('writes README.txt naming the person, the time read, and each file with how many entries it has', () => {
    // Act
    const readme = dataReadme(aRecord());

    // Assess
    expect(readme).toContain(
      'The data the portal holds about Mia Citizen (mia-demo), read on 2026-11-29T07:00:00.000Z (UTC).',
    );
    expect(readme).toContain('app-launches.json, app-launches.csv (1 entry)');
    expect(readme).toContain('subscriptions.json, subscriptions.csv (0 entries)');
    expect(readme).toContain('Passwords are never in this download');
  });

  it("writes README.txt and the CSVs' headers in the language of whoever started the download", () => {
    // Act
    const files = inLocale('es', () =>
      dataExportFiles(
        aRecord({
          subscriptions: [
            {
              app: 'Maths Quest',
              plan: 'Monthly',
              source: 'Suscripción con tarjeta',
              state: 'Activa',
              startedAt: '2026-11-01T00:00:00.000Z',
              trialEnd: null,
              end: '2026-12-01T00:00:00.000Z',
              cancelled: true,
            },
          ],
        }),
      ),
    );

    // Assess: the words are Spanish; the files' names, the JSON's keys and the values as they came
    expect(files['README.txt']).toContain('Los datos que el portal guarda sobre Mia Citizen (mia-demo)');
    expect(files['README.txt']).toContain('app-launches.json, app-launches.csv (1 entrada)');
    expect(files['app-launches.csv']).toContain(
      'Abierta (UTC),Aplicación,Atributos que recibió la aplicación,Abierta por\r\n',
    );
    expect(files['subscriptions.csv']).toContain(',Activa,2026-11-01T00:00:00.000Z,,2026-12-01T00:00:00.000Z,sí\r\n');
    expect(JSON.parse(files['subscriptions.json'] ?? '[]')).toEqual([expect.objectContaining({ cancelled: true })]);
  });

  it('keeps a name typed as a formula as text in the CSV', () => {
    // Act
    const files = dataExportFiles(
      aRecord({ history: [{ at: '2026-11-27T10:00:00.000Z', what: 'Renamed', who: '=HYPERLINK("x")', times: 1 }] }),
    );

    // Assess
    expect(files['history.csv']).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names the file after the person and the day, with nothing a file system refuses', () => {
    expect(dataExportFileName('Mia', 'mia-demo', new Date('2026-11-29T07:00:00Z'))).toBe(
      'Mia-mia-demo-data-2026-11-29.zip',
    );
    expect(dataExportFileName('Zoë / "Z"', 'z..', new Date('2026-11-29T07:00:00Z'))).toBe('Zo-Z-z-data-2026-11-29.zip');
  });
});
