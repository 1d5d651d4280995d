/** What a page gives the card form: its button, and what to do with the card the provider made. */
export interface CardFormProps {
  submitLabel: string;
  /**
   * What the button reads while the card is checked and the page's call runs (visitor-and-account
   * §4 Card form 'verifying'), so the wait says what is happening; the submit label otherwise.
   */
  busyLabel?: string;
  /** Called with the provider's payment method id; a rejection's message is shown as the token error. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
  /** Set while the page's own call runs (the button shows it is busy). */
  busy: boolean;
  /** Shown as the token error (the API's 402: the provider refused the card). */
  refusal: string | null;
}
