import { ltiEndpoints } from '../../../../../shared/api/endpoints/lti';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { ADMIN_KEY } from './keys';

const LTI_TOOL_KEY = [...ADMIN_KEY, 'lti-tool'] as const;

/** An app's LTI 1.3 tool settings and the platform's addresses (the LTI 1.3 section of its page). */
export const getLtiTool = defineQuery(ltiEndpoints.getLtiTool, { queryKey: LTI_TOOL_KEY });

/** Saving them: the settings are read again, with what the portal issued. */
export const putLtiTool = defineMutation(ltiEndpoints.putLtiTool, { invalidates: [LTI_TOOL_KEY] });
