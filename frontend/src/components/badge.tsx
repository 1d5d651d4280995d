import type { ReactNode } from 'react';
import styles from './badge.module.css';
import { toneClassName, type Tone } from './tone';

export type BadgeTone = Tone;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${toneClassName(tone)}`}>{children}</span>;
}
