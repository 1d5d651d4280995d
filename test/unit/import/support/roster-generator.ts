/**
 * A generated school roster and the new year's file made from it by the changes real rollovers
 * bring, with the truth known: which accounts each file row really is.
 *
 * Names: lists of common names with a skewed frequency (the commonest given name is about 2% of
 * children, as in Australian schools) plus a long tail of rarer names made from syllables. Given
 * names concentrate more than family names: the common given names cover about 60% of children,
 * the common family names about 40% (the 200 commonest Australian surnames cover roughly a
 * quarter to a third of the population). The long tail grows with the school (a district of
 * 20,000 children has far more distinct names than a school of 1,000), so these shares, and the
 * chance that two children share a name, stay realistic at every N.
 *
 * Existing school: N students with a Student ID (5% without), a home class ('7C') and often a
 * subject class ('Maths 7'); 0.5% of students already have a second account (a duplicate made by
 * hand, without an ID). The new year's file: year 12 and 3% of the others leave; everyone else
 * moves up a year; about 18% of N arrive, a few of them with exactly the name of a leaver. On the
 * returning rows, independently: typos, swapped names, nicknames, middle names, accents and case,
 * hyphens, changed Student ID formats, missing and mistyped IDs, changed last names.
 */
import type { ExistingUserInput } from '../../../../shared/import';

export interface GeneratedFileRow {
  firstName: string;
  lastName: string;
  studentId: string;
  classGroups: string[];
}

export interface GeneratedRoster {
  existingUsers: ExistingUserInput[];
  fileRows: GeneratedFileRow[];
  /** For each file row, the ids of the accounts that are this student (empty for a new arrival). */
  truth: string[][];
  /** How many returning rows received each kind of change. */
  changeCounts: Record<string, number>;
}

/** mulberry32: small, fast and good enough for test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const givenNames = [
  'Oliver',
  'Charlotte',
  'Jack',
  'Olivia',
  'William',
  'Amelia',
  'Noah',
  'Isla',
  'Thomas',
  'Mia',
  'James',
  'Ava',
  'Lucas',
  'Grace',
  'Henry',
  'Chloé',
  'Liam',
  'Emily',
  'Alexander',
  'Sophie',
  'Ethan',
  'Ella',
  'Samuel',
  'Zoë',
  'Benjamin',
  'Ruby',
  'Harrison',
  'Lily',
  'Joshua',
  'Matilda',
  'Mason',
  'Harper',
  'Leo',
  'Evelyn',
  'Archie',
  'Sienna',
  'Max',
  'Hannah',
  'Charles',
  'Georgia',
  'Isaac',
  'Ivy',
  'Daniel',
  'Willow',
  'Michael',
  'Zara',
  'Edward',
  'Scarlett',
  'Hudson',
  'Madison',
  'Oscar',
  'Elizabeth',
  'Hugo',
  'Jessica',
  'Nicholas',
  'Katherine',
  'Robert',
  'Alexandra',
  'Christopher',
  'Margaret',
  'Anthony',
  'Victoria',
  'Patrick',
  'Rebecca',
  'Joseph',
  'Samantha',
  'Matthew',
  'Abigail',
  'David',
  'Jennifer',
  'Andrew',
  'Isabella',
  'Jonathan',
  'Penelope',
  'Timothy',
  'Eleanor',
  'Zachary',
  'Catherine',
  'Sebastian',
  'Caroline',
  'José',
  'Aisha',
  'Mohammed',
  'Fatima',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Arjun',
  'Priya',
  'Ngozi',
  'Kwame',
  'Søren',
  'Ingrid',
  'Mateo',
  'Valentina',
  'Dmitri',
  'Anastasia',
  'Tane',
  'Aroha',
  'Finn',
  'Maeve',
  'Ciarán',
  'Siobhan',
  'Rohan',
  'Ananya',
  'Kai',
  'Leilani',
  'Ari',
  'Noa',
  'Ezra',
  'Layla',
  'Eli',
  'Nora',
  'Jasper',
  'Stella',
  'Felix',
  'Hazel',
  'Theo',
  'Audrey',
  'Jude',
  'Violet',
  'Arlo',
  'Piper',
  'Xavier',
  'Quinn',
  'Riley',
  'Jordan',
  'Tom',
  'Ann',
  'Sam',
  'Ben',
  'Eva',
  'Ian',
  'Amy',
  'Zoe',
  'Ali',
  'Jai',
  'Lia',
  'Ivan',
  'Omar',
  'Yasmin',
  'Tariq',
  'Leila',
  'Minh',
  'Linh',
];

const familyNames = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Thomas',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mitchell',
  'Turner',
  "O'Brien",
  "O'Connor",
  'McDonald',
  'MacKenzie',
  'Campbell',
  'Stewart',
  'Murphy',
  'Baker',
  'Young',
  'Scott',
  'Edwards',
  'Hughes',
  'Cook',
  'Morris',
  'Bell',
  'Murray',
  'Gray',
  'Cooper',
  'Ward',
  'Watson',
  'Hill',
  'Moore',
  'Clark',
  'Parker',
  'Price',
  'Bennett',
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Tran',
  'Le',
  'Pham',
  'Kim',
  'Park',
  'Choi',
  'Singh',
  'Sharma',
  'Gupta',
  'Kumar',
  'Ali',
  'Hussain',
  'Ahmed',
  'Rahman',
  'García',
  'Martínez',
  'López',
  'González',
  'Rodríguez',
  'Fernández',
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'van der Berg',
  'de Jong',
  'Jansen',
  'De Silva',
  'Fernando',
  'Perera',
  'Papadopoulos',
  'Nikolaidis',
  'Kowalski',
  'Nowak',
  'Ivanov',
  'Petrov',
  'Okafor',
  'Mensah',
  'Tanaka',
  'Suzuki',
  'Sato',
  'Watanabe',
  'Smith-Jones',
  'Harris-Wood',
  'Taylor-Green',
  'Nakamura',
  'Kobayashi',
  'Yamamoto',
  'Hansen',
  'Johansson',
  'Larsen',
  'Andersen',
  'Nielsen',
  'Byrne',
  'Doyle',
  'Gallagher',
  'Quinn',
  'Fitzgerald',
  'Walsh',
  'Power',
  'Henderson',
  'Fraser',
  'Hamilton',
  'Graham',
  'Robertson',
  'Reid',
  'Ross',
  'Shaw',
  'Ellis',
  'Marshall',
  'Burns',
  'Hunt',
  'Dunn',
  'Lowe',
  'Mills',
  'Holmes',
  'Wells',
  'Lawrence',
  'Hart',
  'Fox',
  'Rose',
  'Barnes',
  'Knight',
  'Lane',
  'Cole',
  'Webb',
  'Reeves',
  'Ngata',
  'Parata',
  'Tipene',
  'Fonoti',
  'Tuilagi',
  'Vaifale',
  'Abdullah',
  'Haddad',
  'Khoury',
  'Nasser',
  'Cohen',
  'Levi',
  'Friedman',
  'Schwartz',
  'Katz',
  'Goldberg',
  'Novak',
  'Horvat',
  'Kovač',
  'Popescu',
  'Ionescu',
  'Dimitrov',
  'Georgiou',
];

const nicknameForms: Readonly<Record<string, string[]>> = {
  Alexander: ['Alex', 'Xander'],
  Alexandra: ['Alex', 'Lexi'],
  William: ['Will', 'Bill', 'Liam'],
  Robert: ['Rob', 'Bob', 'Bobby'],
  Elizabeth: ['Liz', 'Beth', 'Eliza', 'Libby'],
  Katherine: ['Kate', 'Katie'],
  Catherine: ['Cate', 'Cathy'],
  Margaret: ['Maggie', 'Meg'],
  Christopher: ['Chris', 'Kit'],
  Nicholas: ['Nick', 'Nico'],
  Jonathan: ['Jon', 'Jonny'],
  Samantha: ['Sam', 'Sammy'],
  Samuel: ['Sam', 'Sammy'],
  Benjamin: ['Ben', 'Benji'],
  Matthew: ['Matt'],
  Michael: ['Mike', 'Mick'],
  Thomas: ['Tom', 'Tommy'],
  Timothy: ['Tim'],
  Joseph: ['Joe', 'Joey'],
  Anthony: ['Tony'],
  Daniel: ['Dan', 'Danny'],
  Andrew: ['Andy', 'Drew'],
  Edward: ['Ed', 'Eddie', 'Ted'],
  Charles: ['Charlie'],
  Zachary: ['Zach', 'Zac'],
  Rebecca: ['Becky', 'Bec'],
  Victoria: ['Vicky', 'Tori'],
  Jennifer: ['Jen', 'Jenny'],
  Jessica: ['Jess'],
  Abigail: ['Abby'],
  Isabella: ['Bella', 'Izzy'],
  Penelope: ['Penny'],
  Eleanor: ['Ellie', 'Nell'],
  Caroline: ['Caro', 'Carrie'],
  Matilda: ['Tilly'],
  Patrick: ['Pat', 'Paddy'],
  David: ['Dave'],
  Henry: ['Harry'],
  Joshua: ['Josh'],
  Sebastian: ['Seb'],
  Madison: ['Maddie'],
  Emily: ['Em', 'Millie'],
  Tom: ['Thomas'],
  Sam: ['Samuel'],
  Ben: ['Benjamin'],
};

/** Rarer names, built from syllables with a fixed seed so every roster draws on the same pool. */
function longTailNames(count: number, seed: number, suffixes: readonly string[]): string[] {
  const random = seededRandom(seed);
  const syllables = [
    'ka',
    'ri',
    'no',
    'ta',
    'mi',
    'lo',
    'sa',
    've',
    'an',
    'el',
    'or',
    'is',
    'ul',
    'be',
    'do',
    'ga',
    'hi',
    'jo',
    'ku',
    'ma',
    'ne',
    'pa',
    'ro',
    'si',
    'tu',
    'wa',
    'ya',
    'ze',
    'bre',
    'dra',
    'ston',
    'vik',
  ];
  const names = new Set<string>();
  while (names.size < count) {
    let name = '';
    const length = 2 + Math.floor(random() * 2);
    for (let index = 0; index < length; index += 1) name += syllables[Math.floor(random() * syllables.length)];
    name += suffixes[Math.floor(random() * suffixes.length)] ?? '';
    names.add(name.charAt(0).toUpperCase() + name.slice(1));
  }
  return [...names];
}

const givenSuffixes = ['', '', 'a', 'o', 'n', 'el'];
const familySuffixes = ['', 'son', 'ez', 'ov', 'ini', 'ic', 'berg', 'ford', 'ley'];

const subjects = ['Maths', 'English', 'Science', 'Music', 'French', 'Art'];
const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

interface Student {
  accountIds: string[];
  firstName: string;
  lastName: string;
  studentId: string;
  year: number;
  letter: string;
  subject: string | null;
}

export function generateRoster(size: number, seed: number): GeneratedRoster {
  const random = seededRandom(seed);
  const chance = (probability: number): boolean => random() < probability;
  const integer = (limit: number): number => Math.floor(random() * limit);
  // Zipf-like weights: some names are far more common than others, as in real schools.
  const pickWeighted = <T>(items: readonly T[]): T =>
    items[Math.min(items.length - 1, Math.floor(items.length * random() ** 1.3))] as T;
  const pick = <T>(items: readonly T[]): T => items[integer(items.length)] as T;
  const rareGivenNames = longTailNames(Math.max(600, Math.round(size * 0.3)), 7, givenSuffixes);
  const rareFamilyNames = longTailNames(Math.max(2_000, size), 11, familySuffixes);
  const givenName = (): string => (chance(0.4) ? pick(rareGivenNames) : pickWeighted(givenNames));
  const familyName = (): string => (chance(0.6) ? pick(rareFamilyNames) : pickWeighted(familyNames));

  const usedIds = new Set<string>();
  const newStudentId = (low: number, high: number): string => {
    for (;;) {
      const candidate = String(low + integer(high - low));
      if (!usedIds.has(candidate)) {
        usedIds.add(candidate);
        return candidate;
      }
    }
  };

  const students: Student[] = [];
  const existingUsers: ExistingUserInput[] = [];
  const classesOf = (student: Student, year: number): string[] => [
    `${year}${student.letter}`,
    ...(student.subject ? [`${student.subject} ${year}`] : []),
  ];
  for (let index = 0; index < size; index += 1) {
    const student: Student = {
      accountIds: [`u${index}`],
      firstName: givenName(),
      lastName: familyName(),
      studentId: chance(0.05) ? '' : newStudentId(100_000, 600_000),
      year: 7 + integer(6),
      letter: pick(letters),
      subject: chance(0.4) ? pick(subjects) : null,
    };
    if (chance(0.06)) student.firstName = `${student.firstName} ${givenName()}`;
    students.push(student);
    existingUsers.push({
      id: `u${index}`,
      firstName: student.firstName,
      lastName: student.lastName,
      schoolKey: student.studentId,
      schoolId: 'school-1',
      classGroups: classesOf(student, student.year),
    });
  }
  // Duplicate accounts made by hand: no Student ID, the same or a slightly different name.
  students.forEach((student, index) => {
    if (!chance(0.005)) return;
    const id = `dup${index}`;
    student.accountIds.push(id);
    const variant = chance(0.5) ? student.firstName : (nicknameForms[student.firstName]?.[0] ?? student.firstName);
    existingUsers.push({
      id,
      firstName: variant,
      lastName: student.lastName,
      schoolKey: '',
      schoolId: 'school-1',
      classGroups: classesOf(student, student.year),
    });
  });

  const changeCounts: Record<string, number> = {};
  const count = (change: string): void => {
    changeCounts[change] = (changeCounts[change] ?? 0) + 1;
  };
  const fileRows: GeneratedFileRow[] = [];
  const truth: string[][] = [];
  const leavers: Student[] = [];

  for (const student of students) {
    if (student.year === 12 || chance(0.03)) {
      leavers.push(student);
      continue;
    }
    let { firstName, lastName, studentId } = student;
    if (chance(0.05)) {
      if (chance(0.5)) firstName = typo(firstName, random);
      else lastName = typo(lastName, random);
      count('typo');
    }
    if (chance(0.04)) {
      const forms = nicknameForms[firstName.split(' ')[0] ?? ''];
      if (forms) {
        firstName = pick(forms);
        count('nickname');
      }
    }
    if (chance(0.02)) {
      firstName = firstName.includes(' ') ? (firstName.split(' ')[0] ?? firstName) : `${firstName} ${givenName()}`;
      count('middle name');
    }
    if (chance(0.02)) {
      firstName = stripAccents(firstName).toUpperCase();
      lastName = stripAccents(lastName).toUpperCase();
      count('accents and case');
    }
    if (chance(0.01) && lastName.includes('-')) {
      lastName = lastName.replace('-', ' ');
      count('hyphen');
    }
    if (chance(0.005)) {
      lastName = familyName();
      count('new last name');
    }
    if (chance(0.02)) {
      [firstName, lastName] = [lastName, firstName];
      count('swapped');
    }
    if (studentId !== '') {
      const idChange = random();
      if (idChange < 0.03) {
        studentId = '';
        count('ID missing');
      } else if (idChange < 0.04) {
        studentId = transposeDigits(studentId, random);
        count('ID mistyped');
      } else if (idChange < 0.17) {
        studentId = `S${studentId.padStart(8, '0')}`;
        count('ID format: prefix and zeros');
      } else if (idChange < 0.24) {
        studentId = `2025${studentId}`;
        count('ID format: year in front');
      }
    }
    const year = student.year + 1;
    const letter = chance(0.2) ? pick(letters) : student.letter;
    fileRows.push({ firstName, lastName, studentId, classGroups: classesOf({ ...student, letter }, year) });
    truth.push(student.accountIds);
  }

  const arrivals = Math.round(size * 0.18);
  for (let index = 0; index < arrivals; index += 1) {
    const namesake = leavers.length > 0 && chance(0.02) ? pick(leavers) : null;
    if (namesake) count('new arrival named like a leaver');
    const year = chance(0.6) ? 7 : 7 + integer(6);
    const student = { letter: pick(letters), subject: chance(0.4) ? pick(subjects) : null } as Student;
    fileRows.push({
      firstName: namesake?.firstName ?? givenName(),
      lastName: namesake?.lastName ?? familyName(),
      studentId: chance(0.03) ? '' : newStudentId(600_000, 999_999),
      classGroups: classesOf(student, year),
    });
    truth.push([]);
  }

  // The file is not in the accounts' order.
  const order = fileRows.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = integer(index + 1);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return {
    existingUsers,
    fileRows: order.map((index) => fileRows[index] as GeneratedFileRow),
    truth: order.map((index) => truth[index] as string[]),
    changeCounts,
  };
}

function stripAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/** One slip: a wrong, missing, extra, doubled or swapped letter (never the first letter of a 3-letter name). */
function typo(name: string, random: () => number): string {
  if (name.length < 3) return name;
  const position = 1 + Math.floor(random() * (name.length - 1));
  const letter = 'aeiourstnlm'.charAt(Math.floor(random() * 11));
  switch (Math.floor(random() * 5)) {
    case 0:
      return name.slice(0, position) + letter + name.slice(position + 1);
    case 1:
      return name.slice(0, position) + name.slice(position + 1);
    case 2:
      return name.slice(0, position) + letter + name.slice(position);
    case 3:
      return name.slice(0, position) + name.charAt(position) + name.slice(position);
    default:
      return position < name.length - 1
        ? name.slice(0, position) + name.charAt(position + 1) + name.charAt(position) + name.slice(position + 2)
        : name + letter;
  }
}

function transposeDigits(id: string, random: () => number): string {
  const position = Math.floor(random() * (id.length - 1));
  const swapped = id.slice(0, position) + id.charAt(position + 1) + id.charAt(position) + id.slice(position + 2);
  return swapped === id ? `${id.slice(0, -1)}${(Number(id.slice(-1)) + 1) % 10}` : swapped;
}

/** The generated file as the CSV a school system would export. */
export function rosterCsv(rows: readonly GeneratedFileRow[]): string {
  const quote = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = ['First Name,Last Name,Student ID,Class'];
  for (const row of rows) {
    const classes = row.classGroups.length === 1 ? (row.classGroups[0] ?? '') : JSON.stringify(row.classGroups);
    lines.push([row.firstName, row.lastName, row.studentId, classes].map(quote).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
