import styles from './avatar.module.css';

interface Person {
  firstName: string;
  lastName: string;
  username: string;
}

/** Two initials in a circle; decorative, since the name is always said beside it. */
export function Avatar({ person }: { person: Person }) {
  const initials =
    `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() ||
    person.username.charAt(0).toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials}
    </span>
  );
}
