/**
 * Where managed accounts' passwords are sealed (ARCHITECTURE rule 7): KMS in AWS, AES-256-GCM with
 * a key file in the twin. The context (the student's id) is bound to the sealed text: a sealed
 * password copied onto another student's item does not open.
 */
export type SealContext = Readonly<Record<string, string>>;

export interface SecretBox {
  /** The sealed text, printable, tagged with the box that sealed it. */
  seal(plaintext: string, context: SealContext): Promise<string>;
  /** The plaintext; throws SecretBoxOpenError when the text or its context is not this box's. */
  open(sealed: string, context: SealContext): Promise<string>;
}

export class SecretBoxOpenError extends Error {
  constructor(reason: string) {
    super(`A sealed secret could not be opened: ${reason}`);
  }
}
