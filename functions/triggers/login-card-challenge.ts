/**
 * Login-card sign-in is the user pool's custom authentication (CUSTOM_AUTH, Amplify's
 * 'CUSTOM_WITHOUT_SRP'): the SPA starts it with the username of the card's link, Cognito asks the
 * one challenge below, and the SPA answers with the card's token. The verify trigger redeems the
 * card (functions/domain/session/login-card-sign-in.ts); the define trigger issues tokens once it is right.
 */
export const LOGIN_CARD_CHALLENGE = 'LOGIN_CARD';

/** Wrong answers allowed in one CUSTOM_AUTH session before Cognito ends it (as it does for passwords). */
export const LOGIN_CARD_ANSWERS_PER_SESSION = 3;
