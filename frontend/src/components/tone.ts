import styles from './tone.module.css';

/** How a message or label reads: neutral, or the feedback tones of tokens.css. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function toneClassName(tone: Tone): string {
  return styles[tone] ?? '';
}
