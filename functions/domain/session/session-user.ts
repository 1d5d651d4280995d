/**
 * The profile of the person a verified token names (or of whom they act as), or null when the
 * sign-in has no profile yet (a first federated sign-in): what every route's access check reads.
 * The read itself is the data layer's; the pipeline reaches it through the domain.
 */
export { loadSessionUser as profileOfSignIn } from '../../data/users';
