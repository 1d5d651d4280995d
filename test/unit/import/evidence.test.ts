import { describe, expect, it } from 'vitest';
import { compareClasses, classProfile, yearLevel } from '../../../shared/import/class-evidence';
import { compareEmails, compareNameIds, compareStudentIds, studentIdProfile } from '../../../shared/import/identifiers';
import { parseClassList, normaliseTitle, isEmailAddress } from '../../../shared/import/cell-values';

describe('comparing Student IDs', () => {
  it.each([
    ['AB-123', 'ab 123', 'same'],
    ['S00123', '123', 'equivalent'],
    ['104523', 'S-00104523', 'equivalent'],
    ['2025104523', '104523', 'similar'],
    ['104523', '105423', 'nearMiss'],
    ['104523', '998877', 'conflict'],
    ['12', '0012', 'same'],
    ['', '123', 'absent'],
  ])('%j and %j are %s', (left, right, likeness) => {
    expect(compareStudentIds(studentIdProfile(left), studentIdProfile(right))).toBe(likeness);
  });

  it('needs at least 3 significant digits to call two formats one number', () => {
    expect(compareStudentIds(studentIdProfile('A12'), studentIdProfile('B12'))).toBe('conflict');
  });
});

describe('comparing emails and NameIDs', () => {
  it.each([
    ['kim@school.edu', 'kim@school.edu', 'same'],
    ['kim.ng@old.edu', 'kim.ng@new.edu', 'similar'],
    ['kim@school.edu', 'sam@school.edu', 'conflict'],
    ['', 'sam@school.edu', 'absent'],
  ])('%j and %j are %s', (left, right, likeness) => {
    expect(compareEmails(left, right)).toBe(likeness);
  });

  it('finds a row NameID among any of the account NameIDs', () => {
    expect(compareNameIds('n-2', ['n-1', 'n-2'])).toBe('same');
    expect(compareNameIds('n-3', ['n-1'])).toBe('conflict');
    expect(compareNameIds('', ['n-1'])).toBe('absent');
  });
});

describe('comparing classes across a rollover', () => {
  it.each([
    ['7A', 7],
    ['Year 10 Blue', 10],
    ['Maths 7', 7],
    ['Kindergarten', 0],
    ['Prep B', 0],
    ['Room 204', null],
    ['Chess Club', null],
  ])('%j is year %j', (name, level) => {
    expect(yearLevel(name)).toBe(level);
  });

  it.each([
    [['7A'], ['7a'], 'same'],
    [['8A', 'Maths 8'], ['7A', 'Maths 7'], 'progressed'],
    [['Year 4 Blue'], ['Year 3 Blue'], 'progressed'],
    [['8C'], ['7A'], 'yearConsistent'],
    [['7B'], ['12C'], 'yearInconsistent'],
    [['Chess'], ['7A'], 'unknown'],
    [[], ['7A'], 'unknown'],
  ])('%j against %j is %s', (row, account, likeness) => {
    expect(compareClasses(classProfile(row), classProfile(account))).toBe(likeness);
  });
});

describe('cell values', () => {
  it('reads class lists, titles and emails', () => {
    expect(parseClassList('[“7A”, “Music”]')).toEqual(['7A', 'Music']);
    expect(parseClassList('[7, 8]')).toEqual(['7', '8']);
    expect(parseClassList('[{"a":1}]')).toBeNull();
    expect(normaliseTitle('miss')).toBe('Miss');
    expect(normaliseTitle('Dr')).toBe('Dr.');
    expect(normaliseTitle('Prof')).toBeNull();
    expect(isEmailAddress('a.b@school.edu.au')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
  });
});
