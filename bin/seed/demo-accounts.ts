/**
 * The demo accounts the local twin seeds and `npm start` prints. One password for all keeps the
 * demo easy to try; it meets the password policy (14+ characters, letter, number, symbol).
 */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

export const DEMO_ACCOUNTS = {
  personal: { username: 'personal@demo.example', description: 'Personal account' },
  parent: { username: 'parent@demo.example', description: 'Parent with two children (mia-demo, leo-demo)' },
  child: { username: 'mia-demo', description: 'Child of the parent account' },
  secondChild: { username: 'leo-demo', description: 'Second child of the parent account' },
  teacher: { username: 'teacher@demo.example', description: 'Teacher at Demo Primary School (classes 3B and 4A)' },
  schoolAdmin: {
    username: 'schooladmin@demo.example',
    description: 'School administrator of Demo Primary School (class Reading Club; sees all its classes)',
  },
  student: { username: 'student-demo', description: 'Student in class 3B at Demo Primary School' },
  familyEs: {
    username: 'familia@demo.example',
    description: 'Parent who reads Spanish (the portal opens in Spanish), with a child (sofia-demo)',
  },
  childEs: { username: 'sofia-demo', description: 'Child of the Spanish-speaking parent' },
  arabicAdmin: {
    username: 'noor-admin@demo.example',
    description: 'School administrator of Al Noor School, an Arabic-speaking school (class 5A)',
  },
  staff: { username: 'staff@demo.example', description: 'Staff with every role (Admin preset)' },
  teleStaff: { username: 'tele@demo.example', description: 'Staff with the Tele preset' },
  supportStaff: {
    username: 'support@demo.example',
    description: 'Staff with one role: mock school sign-on (SAML tab)',
  },
  schoolDataStaff: {
    username: 'schooldata@demo.example',
    description: 'Staff who manages the data of Demo Secondary College only',
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
