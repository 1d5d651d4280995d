import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { LIGHT_TEXT, readableTextColour } from '../lib/colour';
import styles from './tile.module.css';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/**
 * The coloured square of an app, with its initials in whichever of black or white reads best. The
 * colour is an SVG's fill, not a style attribute: a prerendered page's markup (docs/internals.md
 * "Prerendered pages") paints it from the first response, which the site's CSP (style-src 'self')
 * would refuse as an inline style.
 */
export function TileIcon({ name, colour, size = 'large' }: { name: string; colour: string; size?: 'large' | 'small' }) {
  const text = readableTextColour(colour) === LIGHT_TEXT ? styles.lightText : styles.darkText;
  return (
    <span
      className={[styles.icon, size === 'small' ? styles.small : '', text].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <svg className={styles.backdrop} focusable="false">
        <rect width="100%" height="100%" fill={colour} />
      </svg>
      {initials(name)}
    </span>
  );
}

interface TileProps {
  to: To;
  name: string;
  colour: string;
  badges?: ReactNode;
  muted?: boolean;
  /** Extra words for assistive technology, e.g. the badges as a sentence. */
  description?: string;
  state?: unknown;
}

/** One app in a grid: a link that opens its detail. */
export function Tile({ to, name, colour, badges, muted = false, description, state }: TileProps) {
  return (
    <Link to={to} state={state} className={[styles.tile, muted ? styles.muted : ''].filter(Boolean).join(' ')}>
      <TileIcon name={name} colour={colour} />
      <span className={styles.name}>{name}</span>
      {description ? <span className="visually-hidden">{description}</span> : null}
      {badges ? (
        <span className={styles.badges} aria-hidden={description ? true : undefined}>
          {badges}
        </span>
      ) : null}
    </Link>
  );
}
