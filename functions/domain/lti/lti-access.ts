import { accountKind } from '../../../shared/rules/account-kind';
import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import { LTI_MESSAGES, type LtiDeployment, type LtiTool } from '../../../shared/schemas/lti';
import type { Service } from '../../../shared/schemas/service';
import type { SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';
import { getAppSharing, type AppSharingChoice } from '../../data/app-sharing';
import { classMembers, getClassGroup, getClassTeacher } from '../../data/class-groups';
import { getLtiTool } from '../../data/lti-tools';
import { ForbiddenError } from '../../platform/errors';
import type { ActingContext } from '../core/acting-as/admission';
import { LaunchRefusedError, openableApp } from '../app-launch/launchable-app';

/** The class an app is opened from, when it is one of the person's own: a teacher's (or their school administrator's), a student's. */
async function ownClass(user: SessionUser, classId: string): Promise<{ id: string; name: string }> {
  const kind = accountKind(user);
  const [classGroup, taught, member] = await Promise.all([
    getClassGroup(classId),
    kind.isTeacher ? getClassTeacher(classId, user.id) : null,
    kind.isStudent ? classMembers.get({ classId, userId: user.id }) : null,
  ]);
  const schoolAdmin = user.isSchoolAdmin && classGroup?.schoolId === user.schoolId;
  if (!classGroup || !(taught || member || schoolAdmin)) throw new ForbiddenError(LTI_MESSAGES.notYourClass);
  return { id: classGroup.id, name: classGroup.name };
}

/**
 * The deployment a person's launch belongs to (LTI Core §3.1.3): their school's install of the
 * tool, else the library's platform-wide deployment; a tool only some schools installed opens for
 * no one else.
 */
export function deploymentFor(tool: LtiTool, user: SessionUser): LtiDeployment | null {
  const school = accountKind(user).isSchoolAccount && user.schoolId ? user.schoolId : null;
  return (
    (school ? tool.deployments.find((deployment) => deployment.schoolId === school) : undefined) ??
    tool.deployments.find((deployment) => deployment.schoolId === null) ??
    null
  );
}

export interface OpenableTool {
  service: Service;
  tool: LtiTool;
  userService: UserService | undefined;
  deployment: LtiDeployment;
  sharing: AppSharingChoice | null;
  classGroup: { id: string; name: string } | null;
}

/**
 * Whether this person may open this LTI tool now, by the rules of every launch
 * (functions/domain/app-launch/launchable-app.ts: the app, their access; a child's parent's
 * block), from one of their own classes when one is named, in a deployment that covers them.
 * Staff logged in as a user open no apps as them.
 */
export async function openableTool(
  user: SessionUser,
  acting: ActingContext | null,
  serviceId: string,
  classId: string | null,
  now: Date,
): Promise<OpenableTool> {
  if (acting && acting.grant.kind === 'staff-as-user') throw new ForbiddenError(APP_LAUNCH_MESSAGES.actingAsStaff);
  const [{ service, registration: tool, userService }, sharing, classGroup] = await Promise.all([
    openableApp(user, serviceId, now, getLtiTool),
    accountKind(user).isChildAccount ? getAppSharing(user.id, serviceId) : null,
    classId ? ownClass(user, classId) : null,
  ]);
  if (sharing?.blocked) throw new LaunchRefusedError(403, APP_LAUNCH_MESSAGES.blockedByParent(service.name));
  const deployment = deploymentFor(tool, user);
  if (!deployment) throw new LaunchRefusedError(409, LTI_MESSAGES.noDeployment(service.name));
  return { service, tool, userService, deployment, sharing, classGroup };
}
