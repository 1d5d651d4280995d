import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { translated } from '../../../../../shared/i18n/text';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { ensureSessionUser } from '../../../lib/session';
import { listMyClasses } from '../api/classes';
import { getSchoolSettings } from '../api/school-settings';
import { guarded, refusesAdministration, type Loader } from '../guard';
import { AdministratorsDialog } from './administrators-dialog';
import { TeacherCrumbs } from './teacher-crumbs';

/** What the loader answers a teacher of the school who is not one of its administrators. */
const REFUSED = { refused: 'not-administrator' } as const;

export interface PageRoute {
  loader?: Loader;
  Component: ComponentType;
}

/**
 * A school administration page (school-and-family §2, §6: My School, Manage Teachers, Manage
 * Classes, SMART Tool, ...) for its administrators only. A teacher of the school who is not one
 * of them, arriving by its address, gets the refusal the School Administration menu gives them
 * ('Contact one of your school Administrators, to perform these actions', with the administrators'
 * names) before the page loads anything, so nothing is offered that the API would refuse (it
 * refuses all the same: functions/domain/classes/class-access.ts). For administrators the loader
 * also fetches the school's settings, whose name the page's breadcrumbs show.
 */
export function administratorOnly(queryClient: QueryClient, title: MessageDescriptor, route: PageRoute) {
  const Page = route.Component;
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs) => {
      await guarded(queryClient)(args);
      const schoolId = args.params['schoolId'] ?? '';
      if (refusesAdministration(await ensureSessionUser(queryClient), schoolId)) {
        await queryClient.ensureQueryData(listMyClasses.queryOptions()).catch(() => undefined);
        return REFUSED;
      }
      const [answer] = await Promise.all([
        route.loader ? route.loader(args) : null,
        queryClient.ensureQueryData(getSchoolSettings.queryOptions({ params: { schoolId } })).catch(() => undefined),
      ]);
      return answer;
    },
    Component: function AdministeredPage() {
      const answer: unknown = useLoaderData();
      return answer === REFUSED ? <NotAdministrator title={title} /> : <Page />;
    },
  };
}

/** The refusal: the page's name, the menu's words, and the administrators to contact. */
function NotAdministrator({ title: titleMessage }: { title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const title = i18n._(titleMessage);
  const contact = translated(CLASS_MESSAGES.contactAdministrators);
  const myClasses = listMyClasses.useRead();
  const [open, setOpen] = useState(false);
  const school = myClasses.data?.school;
  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[...(school ? [{ label: school.name }] : []), { label: title }]} />
      <PageHeader title={title} />
      <Alert tone="warning" title={t`Only for school administrators`}>
        <p>
          <Trans>{contact}.</Trans>
        </p>
      </Alert>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Show School Administrators</Trans>
      </Button>
      <AdministratorsDialog
        open={open}
        onClose={() => setOpen(false)}
        administrators={school?.administrators ?? (myClasses.isLoading ? undefined : null)}
      />
    </>
  );
}
