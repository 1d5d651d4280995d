import { Plural, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { Service } from '../../../../../shared/schemas/service';
import { BLOCKED_BY_PARENT_BADGE } from '../../../../../shared/schemas/library-messages';
import type { UserService } from '../../../../../shared/schemas/user-service';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { hasAccess, viewerAccessState } from '../../../../../shared/rules/service-access';
import { Badge } from '../../../components/badge';
import { Tile } from '../../../components/tile';
import { tileColour } from '../../../lib/colour';
import { useContractText } from '../../../lib/language/contract-text';
import { shortList } from '../../../lib/language/formats';
import { statusBadges } from '../../../lib/service-status';
import styles from './service-grid.module.css';

const OpenAppButton = lazy(() => import('./open-app-button'));

interface ServiceGridProps {
  title: string;
  services: readonly Service[];
  viewer: SessionUser | null;
  userServices: readonly UserService[];
  /** A child's apps their parent blocked: shown as blocked by the parent, without Open. */
  blocked?: readonly string[];
  now: Date;
  /** Search string of the current page, so a tile keeps other query parameters. */
  search: URLSearchParams;
  empty?: ReactNode;
  /** My Apps: an Open button under each app the viewer may open. */
  withOpen?: boolean;
}

/** A titled section of app tiles; each tile opens the service detail (?serviceId=…). */
export function ServiceGrid({
  title,
  services,
  viewer,
  userServices,
  blocked = [],
  now,
  search,
  empty,
  withOpen = false,
}: ServiceGridProps) {
  const { i18n, t } = useLingui();
  const shown = useContractText();
  const headingId = useId();
  const count = services.length;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {title}
        <span className={styles.count}>
          <Plural value={count} one="# app" other="# apps" />
        </span>
      </h2>
      {services.length === 0 ? (
        <div className={styles.empty}>{empty}</div>
      ) : (
        <ul className={styles.grid}>
          {services.map((service) => {
            const userService = userServices.find((candidate) => candidate.serviceId === service.id);
            const access = viewerAccessState(viewer, service, userService, now);
            const isBlocked = blocked.includes(service.id);
            const badges = [
              ...statusBadges(service, access, userService, now),
              ...(isBlocked ? [{ text: shown(BLOCKED_BY_PARENT_BADGE), tone: 'danger' as const }] : []),
            ];
            const badgeList = shortList(
              i18n,
              badges.map((badge) => badge.text),
            );
            const params = new URLSearchParams(search);
            params.delete('app');
            params.set('serviceId', service.id);
            const detail = { search: `?${params.toString()}` };
            const openable = withOpen && service.enabled && service.integrated && hasAccess(access) && !isBlocked;
            return (
              <li key={service.id} className={openable ? styles.withAction : undefined}>
                <Tile
                  to={detail}
                  state={{ openedFromLibrary: true }}
                  name={service.name}
                  colour={tileColour(service.iconColor)}
                  muted={!service.enabled}
                  description={badges.length ? t`(${badgeList})` : undefined}
                  badges={
                    badges.length
                      ? badges.map((badge) => (
                          <Badge key={badge.text} tone={badge.tone}>
                            {badge.text}
                          </Badge>
                        ))
                      : undefined
                  }
                />
                {openable ? (
                  // The button's room is kept while its chunk loads, so the sections below never move.
                  <Suspense fallback={<span className={styles.openSlot} aria-hidden="true" />}>
                    <OpenAppButton service={service} detail={detail} viewer={viewer} />
                  </Suspense>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
