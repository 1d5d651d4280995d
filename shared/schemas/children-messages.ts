import { icu } from '../i18n/text';

/**
 * The words of family management (school-and-family §2, §5, §8; visitor-and-account §6, §8),
 * apart from its schemas: the API's access rules (functions/http/access.ts) use some of them
 * in every function, which must not carry the schemas.
 */
export const FAMILY_MESSAGES = {
  // §2 My Child Accounts
  selectFirst: 'Please select child account(s) first.',
  noChildren: 'No child accounts have yet been created.',
  // §5
  selectOneChild: 'Please select one child account',
  noChildrenSelected: 'No child accounts are selected',
  childNameRequired: 'Please provide a name for the child account.',
  // §8
  deleteFailed: 'There was a problem deleting these child accounts.',
  usernameRegenerateFailed: 'There was a problem regenerating the username.',
  usernameUnchanged: "The username already matches the child's first name.",
  /** Regenerate Username when the first name's own username is someone else's: the current one is the best there is. */
  usernameBestAvailable: (base: string, username: string) =>
    icu(
      "The username {base} belongs to another account, so {username} is already the best username from the child's first name.",
      { base, username },
    ),
  // visitor-and-account §6, §8
  childCannotClaim: 'Child user accounts cannot claim Activation Codes.',
  talkToParent: 'Talk to your parent about subscribing.',
  noChildAccountsYet: "You don't yet have any child accounts.",
  // The API's own refusals
  childNotFound: 'This child account was not found.',
  onlyParents: 'Only parent accounts manage child accounts.',
  onlyPersonalAccounts: 'Only a personal account can be turned into a family. This account is not a personal account.',
} as const;
