import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useContractText } from '../../../lib/language/contract-text';
import { listServices } from '../../../lib/library';
import { useAppLaunch } from '../../../lib/use-app-launch';
import styles from './teacher.module.css';

/**
 * Open an app with the class (docs/using/lti.md): each app the portal signs people in to, opened
 * with the class as the launch's context. An LTI 1.3 tool is told the class and may read its list
 * of members; the API ignores the class for any other app. A refusal (no subscription, …) is said
 * here in the API's words.
 */
export function ClassApps({ classGroupId, className }: { classGroupId: string; className: string }) {
  const { t } = useLingui();
  const shown = useContractText();
  const services = listServices.useRead();
  const appLaunch = useAppLaunch();
  const apps = (services.data ?? []).filter((service) => service.enabled && service.integrated);
  if (!apps.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="class-apps-heading">
      <h2 id="class-apps-heading">
        <Trans>Apps for this class</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Open an app with {className} as its class: an app that asks can see who is in the class.</Trans>
      </p>
      {appLaunch.failure ? (
        <Alert tone="danger" live>
          <p>{shown(appLaunch.failure)}</p>
        </Alert>
      ) : null}
      <p className={styles.formRow}>
        {apps.map((service) => {
          const app = service.name;
          return (
            <Button
              key={service.id}
              variant="secondary"
              loading={appLaunch.launching === service.id}
              disabled={appLaunch.launching !== null}
              onClick={() =>
                void appLaunch.launch(service.id, {
                  serviceId: service.id,
                  relayState: service.config.appPath,
                  classId: classGroupId,
                })
              }
            >
              {appLaunch.launching === service.id ? t`Opening ${app}…` : t`Open ${app}`}
            </Button>
          );
        })}
      </p>
    </section>
  );
}
