import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { PermissionCode } from '../../../../../shared/permissions';
import type { Service } from '../../../../../shared/schemas/service';
import { AppTextsSection } from './app-texts-section';
import { ApiCredentialsSection } from './api-credentials-section';
import { LtiSection } from './lti-section';

/** What every section of an app's page is given: the app as stored (English, with its other languages). */
export interface AppSectionProps {
  service: Service;
}

/**
 * A section of an app's page in the console (staff-console §2 Apps): its heading, the permission
 * that shows it, and its component, which renders what comes under the heading.
 */
export interface AppSection {
  id: string;
  title: MessageDescriptor;
  permission: PermissionCode;
  Component: ComponentType<AppSectionProps>;
}

/**
 * The sections of an app's page, in order, each its own component in this folder: a new one is
 * one line here. A staff member sees only the sections their roles open.
 */
export const APP_SECTIONS: readonly AppSection[] = [
  { id: 'texts', title: msg`Name and description`, permission: 'library.translate', Component: AppTextsSection },
  {
    id: 'api-credentials',
    title: msg`API credentials`,
    permission: 'app.integration.manage',
    Component: ApiCredentialsSection,
  },
  { id: 'lti', title: msg`LTI 1.3`, permission: 'app.integration.manage', Component: LtiSection },
];
