import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SCHOOL_SIGN_ON_ROLES, type SchoolSignOnRole } from '../../../../../shared/schemas/saml';
import type { Choice } from '../../../components/choice-cards';

export const SCHOOL_ROLE_LABELS: Record<SchoolSignOnRole, MessageDescriptor> = {
  teacher: msg`Teacher`,
  student: msg`Student`,
};

const SCHOOL_ROLE_DESCRIPTIONS: Record<SchoolSignOnRole, MessageDescriptor> = {
  teacher: msg`You teach classes at this school.`,
  student: msg`You learn in a class at this school.`,
};

/** The school-role step's choices, in the page's language. */
export function schoolRoleChoices(i18n: I18n): readonly Choice<SchoolSignOnRole>[] {
  return SCHOOL_SIGN_ON_ROLES.map((role) => ({
    value: role,
    label: i18n._(SCHOOL_ROLE_LABELS[role]),
    description: i18n._(SCHOOL_ROLE_DESCRIPTIONS[role]),
  }));
}

export function schoolRoleOf(value: string | null): SchoolSignOnRole | null {
  return SCHOOL_SIGN_ON_ROLES.find((role) => role === value) ?? null;
}
