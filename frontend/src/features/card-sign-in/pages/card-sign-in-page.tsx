import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCardPage } from '../../../components/auth-fields';
import { paths } from '../../../config/paths';
import { useContractText } from '../../../lib/language/contract-text';
import { signInFailureMessage, SIGN_IN_MESSAGES, startSignIn } from '../../../lib/auth';
import { startSession } from '../../../lib/session';

/**
 * What the page says when a login card does not sign in (no spec wording exists for it). Kept as
 * English values, like the sign-in refusals of lib/auth.ts they stand beside: the catalogue keys
 * them by their English (lib/language/english-keyed.ts), and the page shows them in its language.
 */
const REFUSED = msg({
  id: 'This login card does not work any more: it may have been replaced or voided by your teacher. Ask your teacher for a new card, or log in with your username and password.',
  message:
    'This login card does not work any more: it may have been replaced or voided by your teacher. Ask your teacher for a new card, or log in with your username and password.',
});
const INCOMPLETE = msg({
  id: 'This login card link is incomplete. Scan the QR code on the card again, or log in with your username and password.',
  message:
    'This login card link is incomplete. Scan the QR code on the card again, or log in with your username and password.',
});
export const CARD_SIGN_IN_MESSAGES = { refused: REFUSED.id, incomplete: INCOMPLETE.id } as const;

/** The user pool's refusal in the student's words (a disabled account says so, as at Login). */
export function cardFailureMessage(error: unknown): string {
  const message = signInFailureMessage(error);
  return message === SIGN_IN_MESSAGES.incorrect ? CARD_SIGN_IN_MESSAGES.refused : message;
}

/** The card's username (?u=) and token (the fragment). */
function cardInAddress(): { username: string; token: string } | null {
  const username = new URLSearchParams(window.location.search).get('u')?.trim() ?? '';
  const token = window.location.hash.replace(/^#/, '');
  return username && token ? { username, token } : null;
}

/** A login card's QR link: signs the student in and lands on the library; a refused card says why and what to do. */
export function CardSignInPage() {
  const { t } = useLingui();
  const shown = useContractText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [card] = useState(cardInAddress);
  const [error, setError] = useState<string | null>(card ? null : CARD_SIGN_IN_MESSAGES.incomplete);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !card) return;
    started.current = true;
    // The token leaves the address bar (and this device's history) before anything else happens.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    // Kept as an unticked 'Stay logged in' keeps it (until the browser closes): cards are used on shared classroom devices.
    startSignIn(false)
      .then((auth) => auth.signInWithCardToPool(card.username, card.token))
      .then(async (signedIn) => {
        if (!signedIn) return setError(CARD_SIGN_IN_MESSAGES.refused);
        await startSession(queryClient);
        await navigate(paths.library.getHref(), { replace: true });
      })
      .catch((failure: unknown) => setError(cardFailureMessage(failure)));
  }, [card, navigate, queryClient]);

  return (
    <AuthCardPage title={t`Login card`} description={t`Signing you in with your login card.`}>
      {error ? (
        <>
          <Alert tone="danger" live>
            {shown(error)}
          </Alert>
          <p>
            <Link to={paths.auth.login.getHref()}>
              <Trans>Log in with your username and password</Trans>
            </Link>
          </p>
        </>
      ) : (
        <p role="status">
          <Trans>Signing you in…</Trans>
        </p>
      )}
    </AuthCardPage>
  );
}
