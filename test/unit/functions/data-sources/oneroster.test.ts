import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderStore } from '../../../../functions/adapters/data-sources/folder-store';
import {
  applyBundles,
  rosterOf,
  type OneRosterBundle,
} from '../../../../functions/adapters/data-sources/oneroster-csv';
import { oneRosterProvider } from '../../../../functions/adapters/data-sources/oneroster-provider';
import { RosterUnavailableError } from '../../../../functions/adapters/data-sources/port';

const DEMO_DIR = path.resolve(import.meta.dirname, '../../../../demo-data/oneroster');
const provider = oneRosterProvider(folderStore(DEMO_DIR));

const MANIFEST = (mode: string) =>
  `propertyName,value\nmanifest.version,1.0\noneroster.version,1.2\nfile.users,${mode}\nfile.orgs,absent\nfile.classes,absent\nfile.enrollments,absent\n`;
const USERS_HEADER = 'sourcedId,status,dateLastModified,givenName,familyName\n';

describe('OneRoster 1.2 CSV bundles', () => {
  it('applies a bulk export, then a delta: tobedeleted rows go, active rows join, the roster follows', async () => {
    const roster = await provider.readRoster('org-riverbend');

    expect(roster.orgName).toBe('Riverbend Primary School');
    expect(roster.classes.map((group) => group.title)).toEqual(['3R', '4R']);
    expect(roster.teachers.map((teacher) => [teacher.givenName, teacher.email])).toEqual([
      ['Rhys', 'rhys.rivers@riverbend.example'],
      ['Rhea', 'rhea.rivers@riverbend.example'],
    ]);
    const students = roster.students.map(
      (student) => `${student.givenName} ${student.familyName} ${student.identifier} ${student.classIds.join(',')}`,
    );
    expect(students).toEqual([
      'Rosie Reed R3001 rb-3r',
      'Tariq Rahman R3002 rb-3r',
      'Uma Ross R3003 rb-3r',
      'Vince Roy R4001 rb-4r',
      'Xavier Rowe R4003 rb-4r',
    ]);
  });

  it('ignores a delta row older than the row held, and a later bulk replaces everything before it', () => {
    const bundles: OneRosterBundle[] = [
      {
        name: '1-bulk',
        files: {
          manifest: MANIFEST('bulk'),
          users: `${USERS_HEADER}u1,,2026-09-02T00:00:00Z,Ann,New\nu2,,2026-09-02T00:00:00Z,Bo,Kept\n`,
        },
      },
      {
        name: '2-delta',
        files: {
          manifest: MANIFEST('delta'),
          users: `${USERS_HEADER}u1,active,2026-09-01T00:00:00Z,Ann,Older\nu2,tobedeleted,2026-08-01T00:00:00Z,Bo,Kept\n`,
        },
      },
    ];
    expect([...applyBundles(bundles).users.values()].map((row) => row['familyName'])).toEqual(['New', 'Kept']);
    const replaced = applyBundles([
      ...bundles,
      {
        name: '3-bulk',
        files: { manifest: MANIFEST('bulk'), users: `${USERS_HEADER}u3,,2026-10-01T00:00:00Z,Cy,Only\n` },
      },
    ]);
    expect([...replaced.users.keys()]).toEqual(['u3']);
  });

  it('refuses a bundle of another OneRoster version, a listed file that is missing, and an unknown school', () => {
    expect(() => applyBundles([{ name: 'b', files: { manifest: MANIFEST('bulk').replace('1.2', '1.1') } }])).toThrow(
      RosterUnavailableError,
    );
    expect(() => applyBundles([{ name: 'b', files: { manifest: MANIFEST('bulk') } }])).toThrow(
      /users.csv as bulk, but the file is missing/,
    );
    expect(() => rosterOf([], 'org-x')).toThrow(RosterUnavailableError);
  });

  it('searches its directory by postcode, narrowed by the beginnings of name words; access follows the bundles shared', async () => {
    expect((await provider.searchOrgs({ postcode: '2000', name: null })).map((org) => org.name)).toEqual([
      'Demo Primary School',
      'Lakeside Public School',
    ]);
    expect((await provider.searchOrgs({ postcode: '2000', name: 'lakes' })).map((org) => org.id)).toEqual([
      'org-lakeside',
    ]);
    expect(await provider.searchOrgs({ postcode: '9999', name: null })).toEqual([]);
    expect(await provider.accessGranted('org-demo-primary', new Date(), new Date())).toBe(true);
    expect(await provider.accessGranted('org-lakeside', new Date(), new Date())).toBe(false);
    await expect(provider.readRoster('org-lakeside')).rejects.toThrow(RosterUnavailableError);
  });
});
