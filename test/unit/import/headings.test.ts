import { describe, expect, it } from 'vitest';
import { normaliseHeading } from '../../../shared/import';
import { requiredFields, resolveHeadings } from '../../../shared/import/headings';

describe('column headings', () => {
  it.each([
    ['First Name', 'firstName'],
    ['first_name', 'firstName'],
    [' FIRST-NAME ', 'firstName'],
    ['Given', 'firstName'],
    ['Christian', 'firstName'],
    ['First', 'firstName'],
    ['Surname', 'lastName'],
    ['Family', 'lastName'],
    ['last', 'lastName'],
    ['Student ID', 'schoolKey'],
    ['Grade', 'classGroups'],
    ['Year', 'classGroups'],
    ['NameId', 'nameId'],
    ['SamlID', 'nameId'],
    ['School ID', 'school'],
    ['AgeId', 'school'],
    ['ACARA', 'school'],
    ['Password', 'password'],
  ])('reads %j in a student file as %s', (heading, field) => {
    // Act
    const resolution = resolveHeadings([heading], { schoolRole: 'student' });

    // Assess
    expect(resolution.columns.map((column) => column.field)).toEqual([field]);
  });

  it.each([
    ['Email Address', 'email'],
    ['Mail', 'email'],
    ['Title', 'title'],
    ['Central', 'centralId'],
    ['Mathletics', 'centralId'],
  ])('reads %j in a teacher file as %s', (heading, field) => {
    // Act
    const resolution = resolveHeadings([heading], { schoolRole: 'teacher', productName: 'Mathletics' });

    // Assess
    expect(resolution.columns.map((column) => column.field)).toEqual([field]);
  });

  it('does not take teacher columns from a student file, and reports them as unrecognised', () => {
    // Act
    const resolution = resolveHeadings(['First Name', 'Mail', 'Title', 'Shoe Size'], { schoolRole: 'student' });

    // Assess
    expect(resolution.columns.map((column) => column.field)).toEqual(['firstName']);
    expect(resolution.unrecognised).toEqual(['Mail', 'Title', 'Shoe Size']);
  });

  it('lets the primary heading win over an alternative, wherever it stands', () => {
    // Act
    const resolution = resolveHeadings(['First Name', 'Year', 'Class'], { schoolRole: 'student' });

    // Assess
    expect(resolution.columns.find((column) => column.field === 'classGroups')?.heading).toBe('Class');
    expect(resolution.duplicates).toEqual([{ heading: 'Year', usedHeading: 'Class', label: 'Class' }]);
  });

  it('names a headless column with data by its letter and ignores an empty one', () => {
    // Act
    const resolution = resolveHeadings(
      ['First Name', '', '', 'Class'],
      { schoolRole: 'student' },
      (index) => index === 2,
    );

    // Assess
    expect(resolution.unrecognised).toEqual(['(column C)']);
  });

  it('normalises headings without regard to case, spaces and punctuation', () => {
    expect(normaliseHeading('  Student-ID ')).toBe('studentid');
  });

  it.each([
    [{ schoolRole: 'student', saml: false, samlMultiSchool: false }, ['firstName']],
    [{ schoolRole: 'student', saml: true, samlMultiSchool: false }, ['firstName', 'nameId']],
    [{ schoolRole: 'student', saml: true, samlMultiSchool: true }, ['firstName', 'nameId', 'school']],
    [{ schoolRole: 'teacher', saml: false, samlMultiSchool: false }, ['title', 'firstName', 'lastName', 'email']],
    [{ schoolRole: 'teacher', saml: true, samlMultiSchool: false }, ['nameId', 'firstName', 'email']],
  ] as const)('requires the spec columns for %j', (options, fields) => {
    expect(requiredFields(options)).toEqual(fields);
  });
});
