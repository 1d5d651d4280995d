import { useId } from 'react';
import { useContractText } from '../lib/language/contract-text';
import styles from './field.module.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
  description?: string;
}

interface ChoiceCardsProps<V extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
}

/** A radio group shown as large cards: one choice, arrow keys move between them (native radios). */
export function ChoiceCards<V extends string>({ legend, name, choices, value, onChange, error }: ChoiceCardsProps<V>) {
  const id = useId();
  const shown = useContractText();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.cards}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const descriptionId = choice.description ? `${inputId}-description` : undefined;
          return (
            <div key={choice.value} className={styles.card}>
              <input
                id={inputId}
                className={styles.cardInput}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-describedby={descriptionId}
                aria-invalid={error ? true : undefined}
              />
              <label className={styles.cardTitle} htmlFor={inputId}>
                {choice.label}
              </label>
              {choice.description ? (
                <span className={styles.cardDescription} id={descriptionId}>
                  {choice.description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p className={styles.error} id={errorId} role="alert">
          {shown(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
