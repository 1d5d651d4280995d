import * as z from 'zod/mini';

/**
 * LTI Names and Role Provisioning Services 2.0 (1EdTech NRPS 2.0): a tool launched in a class
 * reads the class's members with an access token it gets from the portal's token endpoint by
 * client credentials with a signed JWT client assertion (1EdTech Security Framework 1.0 §4.1,
 * RFC 7523). What each member's entry says follows the one release rule (ARCHITECTURE 'What an
 * app may know about a person').
 */

/** The launch claim that tells a tool where the class's members are (NRPS 2.0 §3.6.1). */
export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';

/** The scope a tool asks the token endpoint for to read memberships (NRPS 2.0 §3.6.1). */
export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

/** The membership container's media type (NRPS 2.0 §2.2): the Accept a tool sends, the answer's Content-Type. */
export const NRPS_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

/** The versions of the service the platform answers (the claim's service_versions). */
export const NRPS_SERVICE_VERSIONS = ['2.0'] as const;

/** RFC 7523 §2.2: the client_assertion_type of a JWT client assertion. */
export const JWT_BEARER_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** A page holds at most this many members, whatever `limit` asks (NRPS 2.0 §2.4.1: the platform may page smaller). */
export const NRPS_MAX_PAGE = 100;

/** The claim's value (NRPS 2.0 §3.6.1). */
export const namesRoleServiceClaimSchema = z.object({
  context_memberships_url: z.string(),
  service_versions: z.array(z.string()),
});

/** One member of the class (NRPS 2.0 §2.3): names and e-mail only as the release rule allows. */
export const nrpsMemberSchema = z.object({
  /** The person's pairwise id for the tool: the same as the launch's `sub`. */
  user_id: z.string(),
  status: z.enum(['Active', 'Inactive', 'Deleted']),
  roles: z.array(z.string()),
  name: z.optional(z.string()),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type NrpsMember = z.output<typeof nrpsMemberSchema>;

/** The membership container (NRPS 2.0 §2.2): the request's address, the class as the launch's context says it, a page of members. */
export const nrpsMembershipContainerSchema = z.object({
  id: z.string(),
  context: z.object({ id: z.string(), label: z.string(), title: z.string() }),
  members: z.array(nrpsMemberSchema),
});
export type NrpsMembershipContainer = z.output<typeof nrpsMembershipContainerSchema>;

export const nrpsMembershipParamsSchema = z.object({ classId: z.string() });

/**
 * The service's query (NRPS 2.0 §2.4): `limit` a page's size, `role` a role to keep (a full LIS role
 * or a context role's short name), `offset` where the next page starts (written by the service in
 * its `Link: rel="next"`). The service reads them itself, so a bad one is its own 400.
 */
export const nrpsMembershipQuerySchema = z.object({
  limit: z.optional(z.string()),
  role: z.optional(z.string()),
  offset: z.optional(z.string()),
  rlid: z.optional(z.string()),
});
