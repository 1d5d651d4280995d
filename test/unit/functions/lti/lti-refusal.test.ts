import { describe, expect, it } from 'vitest';
import { APP_LAUNCH_MESSAGES } from '../../../../shared/schemas/app-launch';
import { LTI_MESSAGES } from '../../../../shared/schemas/lti';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../../../shared/schemas/service';
import { LaunchRefusedError } from '../../../../functions/domain/app-launch/launchable-app';
import { LTI_REFUSALS, toolRefusalOf } from '../../../../functions/domain/lti/lti-refusal';
import { ForbiddenError, GoneError, NotFoundError } from '../../../../functions/platform/errors';

describe("a refusal at the answer, in the tool's words (OIDC Core §3.1.2.6)", () => {
  it('a person who may not open the app: access_denied, never why', () => {
    for (const error of [
      new LaunchRefusedError(403, APP_LAUNCH_MESSAGES.noAccess('Spelling Bee')),
      new LaunchRefusedError(403, APP_LAUNCH_MESSAGES.blockedByParent('Spelling Bee')),
      new ForbiddenError(LTI_MESSAGES.notYourClass),
      new ForbiddenError(APP_LAUNCH_MESSAGES.actingAsStaff),
    ])
      expect(toolRefusalOf(error)).toBe(LTI_REFUSALS.accessDenied);
    expect(LTI_REFUSALS.accessDenied.description).not.toMatch(/parent|subscription/i);
  });

  it('an app not launchable for them now: unauthorized_client', () => {
    expect(toolRefusalOf(new LaunchRefusedError(409, APP_LAUNCH_MESSAGES.notSetUp('Spelling Bee')))).toBe(
      LTI_REFUSALS.notLaunchable,
    );
    expect(toolRefusalOf(new LaunchRefusedError(409, LTI_MESSAGES.noDeployment('Spelling Bee')))).toBe(
      LTI_REFUSALS.notLaunchable,
    );
    expect(toolRefusalOf(new NotFoundError(SERVICE_NOT_FOUND_MESSAGE))).toBe(LTI_REFUSALS.notLaunchable);
  });

  it('anything else is not the tool’s to hear', () => {
    expect(toolRefusalOf(new GoneError(LTI_MESSAGES.launchGone))).toBeNull();
    expect(toolRefusalOf(new Error('the table is down'))).toBeNull();
  });

  it('each description is ASCII, as error_description must be', () => {
    for (const { description } of Object.values(LTI_REFUSALS))
      expect(description).toMatch(/^[\x20-\x21\x23-\x5B\x5D-\x7E]+$/);
  });
});
