/** CloudFront's web ACLs and metrics live in us-east-1, whatever the stage's region. */
export const EDGE_REGION = 'us-east-1';

/** SSM parameters in us-east-1 through which the edge stacks and the app stack hand over what each makes. */
export function edgeParameterNames(stage: string) {
  return {
    /** Written by Portal-<stage>-Edge, read by the app stack: the site's web ACL. */
    siteWebAclArn: `/portal/${stage}/edge/site-web-acl-arn`,
    /** Written by the app stack, read by Portal-<stage>-EdgeAlarms: the distribution. */
    distributionId: `/portal/${stage}/edge/distribution-id`,
  };
}
