import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeById, routes } from '../../functions/routes';
import { API_ACCESS_LOG_FIELDS } from '../../lib-infra/api';
import { ACCESS_LOG_QUERIES } from '../../lib-infra/observability/queries';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, resourcesOfType, type PolicyStatementJson } from './templates';

const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:TransactWriteItems',
];

interface FunctionJson {
  Properties: {
    Runtime: string;
    Architectures: string[];
    Environment: { Variables: Record<string, unknown> };
    TracingConfig?: { Mode: string };
  };
}
interface RouteJson {
  Properties: { RouteKey: string; AuthorizationType: string; AuthorizerId?: unknown };
}

describe('API: one function per route, least privilege', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal();
  });
  afterAll(() => portal.dispose());

  function statementsOfRoute(routeId: string): PolicyStatementJson[] {
    const role = portal.appStack.routeFunctions.functionFor(routeId).role;
    const policy = cfnResourceOf(role.node.findChild('DefaultPolicy'));
    return (policy.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement;
  }

  it('makes one nodejs22.x arm64 function without X-Ray tracing for each route of the route table', () => {
    // Prepare
    const routeFunctions = (
      resourcesOfType(portal.allStacks, 'AWS::Lambda::Function') as unknown as FunctionJson[]
    ).filter((fn) => fn.Properties.Environment?.Variables.ROUTE_ID !== undefined);

    // Act
    const routeIds = routeFunctions.map((fn) => fn.Properties.Environment.Variables.ROUTE_ID);

    // Assess
    expect(routeFunctions).toHaveLength(routes.length);
    expect([...routeIds].sort()).toEqual(routes.map((route) => route.endpoint.id).sort());
    for (const fn of routeFunctions) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.TracingConfig).toBeUndefined();
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'STAGE', 'LOG_LEVEL']),
      );
      // Only the routes that keep or show managed accounts' passwords are told the key.
      expect(
        fn.Properties.Environment.Variables.PASSWORD_KEY_ID !== undefined,
        String(fn.Properties.Environment.Variables.ROUTE_ID),
      ).toBe(routeById(String(fn.Properties.Environment.Variables.ROUTE_ID)).uses.studentPasswords !== undefined);
      // A stage without app sign-on has no launch ticket key to tell (test/infra/app-sign-on.test.ts has one).
      expect(fn.Properties.Environment.Variables.LAUNCH_TICKET_KEY_SECRET).toBeUndefined();
    }
  });

  it('puts each area of the route table in its own nested stack', () => {
    // Prepare
    const areas = new Set(routes.map((route) => route.endpoint.area));

    // Act
    const stacks = portal.appStack.routeFunctions.areaStacks;

    // Assess
    expect(new Set(stacks.keys())).toEqual(areas);
    for (const stack of stacks.values()) expect(stack.nested).toBe(true);
  });

  it('keeps every deployed route in the nested stack it was first deployed in', () => {
    // Prepare: moving a function to another nested stack replaces it and its API route, so the
    // routes that exist are pinned here; a new route is added to this list with its area.
    const deployed: Record<string, string> = {
      getTime: 'SystemRoutes',
      listServices: 'LibraryRoutes',
      getService: 'LibraryRoutes',
      listAdminServices: 'AdminServicesRoutes',
      getAdminService: 'AdminServicesRoutes',
      updateServiceTranslations: 'AdminServicesRoutes',
      getTranslationGaps: 'AdminServicesRoutes',
      listCountries: 'CountriesRoutes',
      register: 'AuthRoutes',
      checkUsername: 'AuthRoutes',
      getSession: 'SessionRoutes',
      getSocialUser: 'AuthRoutes',
      registerSocial: 'AuthRoutes',
      listMyUserServices: 'MeRoutes',
      requestPasswordReset: 'PasswordRoutes',
      resetPassword: 'PasswordRoutes',
      updateMyProfile: 'MeRoutes',
      changeMyPassword: 'MeRoutes',
      generateTwoFactorKey: 'MeRoutes',
      enableTwoFactor: 'MeRoutes',
      generateMockSamlUrl: 'SamlRoutes',
      findSamlIdpByDomain: 'SamlRoutes',
      getSamlIdp: 'SamlRoutes',
      removeTwoFactor: 'MeRoutes',
      getSamlNewUser: 'SamlRoutes',
      registerSaml: 'SamlRoutes',
      createSamlLinkTicket: 'SamlRoutes',
      linkSamlAccount: 'SamlRoutes',
      listMySamlAccounts: 'SamlRoutes',
      unlinkSamlAccount: 'SamlRoutes',
      getSamlLastError: 'SamlRoutes',
      sendContactMessage: 'ContactRoutes',
      listSystemAlerts: 'ContentRoutes',
      listAllSystemAlerts: 'ContentRoutes',
      createSystemAlert: 'ContentRoutes',
      deleteSystemAlert: 'ContentRoutes',
      reportClientError: 'DiagnosticsRoutes',
      searchSchools: 'SchoolsRoutes',
      createSchool: 'SchoolsRoutes',
      joinSchool: 'SchoolsRoutes',
      getMySchool: 'SchoolsRoutes',
      startTeacherTrial: 'SchoolsRoutes',
      requestSchoolSubscription: 'SchoolsRoutes',
      listMyClasses: 'ClassesRoutes',
      listSchoolClasses: 'ClassesRoutes',
      getClassGroup: 'ClassesRoutes',
      createClassGroup: 'ClassesRoutes',
      updateClassGroup: 'ClassesRoutes',
      unassignTeacher: 'ClassesRoutes',
      listHandOverTeachers: 'ClassesRoutes',
      addStudents: 'ClassesRoutes',
      removeStudents: 'ClassesRoutes',
      listStudentsInNoClass: 'ClassesRoutes',
      setClassTeachers: 'ClassesRoutes',
      deleteClassGroups: 'ClassesRoutes',
      createStudent: 'StudentsRoutes',
      updateStudent: 'StudentsRoutes',
      regenerateUsername: 'StudentsRoutes',
      revealPasswords: 'StudentsRoutes',
      deleteStudents: 'StudentsRoutes',
      exportStudentRecord: 'StudentsRoutes',
      webinarLookup: 'StudentsRoutes',
      exportClassStudentsCsv: 'StudentDocumentsRoutes',
      exportSchoolStudentsCsv: 'StudentDocumentsRoutes',
      printClassStudents: 'StudentDocumentsRoutes',
      printClassDocument: 'StudentDocumentsRoutes',
      startPrintJob: 'StudentDocumentsRoutes',
      voidLoginCards: 'StudentDocumentsRoutes',
      getSamlImportSetup: 'SamlImportsRoutes',
      prepareSamlImport: 'SamlImportsRoutes',
      confirmSamlImport: 'SamlImportsRoutes',
      exportAccountMatches: 'SamlImportsRoutes',
      getSchoolSettings: 'SchoolSettingsRoutes',
      updateSchoolSettings: 'SchoolSettingsRoutes',
      listSchoolTeachers: 'TeachersRoutes',
      addTeacher: 'TeachersRoutes',
      addExistingTeacher: 'TeachersRoutes',
      changeSchoolAdminStatus: 'TeachersRoutes',
      resetTeacherPassword: 'TeachersRoutes',
      deleteTeacher: 'TeachersRoutes',
      importTeachers: 'TeachersRoutes',
      getJob: 'JobsRoutes',
      resumeJob: 'JobsRoutes',
      listJobs: 'JobsRoutes',
      getJobFile: 'JobsRoutes',
      listScheduledJobRuns: 'JobsRoutes',
      prepareImport: 'StudentImportRoutes',
      applyImport: 'StudentImportRoutes',
      listImports: 'StudentImportRoutes',
      checkUndo: 'StudentImportRoutes',
      undoImport: 'StudentImportRoutes',
      migrateToFamily: 'ChildrenRoutes',
      listChildren: 'ChildrenRoutes',
      revealChildPassword: 'ChildrenRoutes',
      createChild: 'ChildrenRoutes',
      setChildPassword: 'ChildrenRoutes',
      regenerateChildUsername: 'ChildrenRoutes',
      deleteChildren: 'ChildrenRoutes',
      listChildAudit: 'ChildrenRoutes',
      getChildData: 'ChildrenRoutes',
      startChildDataExport: 'ChildrenRoutes',
      startActingAsChild: 'ChildrenRoutes',
      listChildAppSharing: 'ChildrenRoutes',
      setChildAppSharing: 'ChildrenRoutes',
      endActingAs: 'ActingAsRoutes',
      startLoginAs: 'ActingAsRoutes',
      listPlans: 'SubscriptionsRoutes',
      checkCoupon: 'SubscriptionsRoutes',
      subscribe: 'SubscriptionsRoutes',
      listSubscriptions: 'SubscriptionsRoutes',
      getSubscription: 'SubscriptionsRoutes',
      cancelSubscription: 'SubscriptionsRoutes',
      getPaymentCard: 'SubscriptionsRoutes',
      updatePaymentCard: 'SubscriptionsRoutes',
      paymentWebhook: 'PaymentsRoutes',
      generateVouchers: 'VouchersRoutes',
      listVoucherBatches: 'VouchersRoutes',
      exportVoucherBatch: 'VouchersRoutes',
      claimVoucher: 'VouchersRoutes',
      listStaff: 'StaffRolesRoutes',
      findStaffCandidate: 'StaffRolesRoutes',
      getUserRoles: 'StaffRolesRoutes',
      replaceUserRoles: 'StaffRolesRoutes',
      addUserRole: 'StaffRolesRoutes',
      deleteUserRoles: 'StaffRolesRoutes',
      exportRoleReport: 'StaffRolesRoutes',
      searchAdminSchools: 'AdminSchoolsRoutes',
      getAdminSchool: 'AdminSchoolsRoutes',
      listAdminSchoolTeachers: 'AdminSchoolsRoutes',
      updateAdminSchool: 'AdminSchoolsRoutes',
      vetSchools: 'AdminSchoolsRoutes',
      identifySchools: 'AdminSchoolsRoutes',
      setSchoolVisibility: 'AdminSchoolsRoutes',
      deleteSchool: 'AdminSchoolsRoutes',
      createAdminSchool: 'AdminSchoolsRoutes',
      setAdminSchoolAdministrator: 'AdminSchoolsRoutes',
      listSchoolServicePanels: 'SchoolGrantsRoutes',
      grantSchoolSubscription: 'SchoolGrantsRoutes',
      grantSchoolTrial: 'SchoolGrantsRoutes',
      grantSchoolPerpetual: 'SchoolGrantsRoutes',
      moveTeacher: 'AdminTeachersRoutes',
      listTeacherTrialEntries: 'AdminTeachersRoutes',
      startTeacherTrialsForTeacher: 'AdminTeachersRoutes',
      exportClassStats: 'AdminTeachersRoutes',
      lookupSchoolMerge: 'SchoolMergeRoutes',
      mergeSchool: 'SchoolMergeRoutes',
      getSchoolDataLink: 'DataLinkRoutes',
      searchDataSourceOrgs: 'DataLinkRoutes',
      linkSchoolToSource: 'DataLinkRoutes',
      requestDataAccess: 'DataLinkRoutes',
      unlinkSchool: 'DataLinkRoutes',
      syncSchoolData: 'DataLinkRoutes',
      exportSyncReport: 'DataLinkRoutes',
      startEmailListExport: 'EmailToolsRoutes',
      getEmailListFile: 'EmailToolsRoutes',
      exportSuppressionList: 'EmailToolsRoutes',
      checkSuppression: 'EmailToolsRoutes',
      removeSuppression: 'EmailToolsRoutes',
      getEmailStats: 'EmailToolsRoutes',
      listServers: 'ServersRoutes',
      startServer: 'ServersRoutes',
      stopServer: 'ServersRoutes',
      startWeeklyUserStatusExport: 'StatsReportsRoutes',
      startCrmUnlinkedExport: 'StatsReportsRoutes',
      getStatsExportFile: 'StatsReportsRoutes',
      checkPasswordReset: 'UserChecksRoutes',
      previewInactiveStudents: 'UserChecksRoutes',
      deleteInactiveStudents: 'UserChecksRoutes',
      listAuditLog: 'AuditLogRoutes',
      listSchoolQueue: 'AdminSchoolsRoutes',
      exportAuditLog: 'AuditLogRoutes',
      searchUsers: 'AdminUsersRoutes',
      getUserAccount: 'AdminUsersRoutes',
      sendUserPasswordReset: 'AdminUsersRoutes',
      disableUserAccount: 'AdminUsersRoutes',
      enableUserAccount: 'AdminUsersRoutes',
      getIdpMetadata: 'AppLaunchRoutes',
      startAppSignOn: 'AppLaunchRoutes',
      receiveSignOnRequest: 'AppLaunchRoutes',
      receiveSignOnRequestPost: 'AppLaunchRoutes',
      createLaunchTicket: 'AppLaunchRoutes',
      launchApp: 'AppLaunchRoutes',
      getLtiJwks: 'LtiRoutes',
      startLtiLogin: 'LtiRoutes',
      authorizeLti: 'LtiRoutes',
      authorizeLtiPost: 'LtiRoutes',
      launchLtiTool: 'LtiRoutes',
      getLtiTool: 'LtiRoutes',
      putLtiTool: 'LtiRoutes',
      getSchoolUsage: 'AppUsageRoutes',
      getServiceUsage: 'AppUsageRoutes',
      exportServiceUsage: 'AppUsageRoutes',
      getSchoolDataSharing: 'DataSharingRoutes',
      getAppDataSharing: 'DataSharingRoutes',
      setRosterSharing: 'DataSharingRoutes',
      setRosterChoices: 'DataSharingRoutes',
      listRosterCollection: 'OnerosterRoutes',
      getRosterRecord: 'OnerosterRoutes',
      listRosterRelated: 'OnerosterRoutes',
      updateMyLanguage: 'MeRoutes',
      requestToken: 'OnerosterAuthRoutes',
      listApiCredentials: 'OnerosterAuthRoutes',
      issueApiCredential: 'OnerosterAuthRoutes',
      rotateApiSecret: 'OnerosterAuthRoutes',
      revokeApiCredential: 'OnerosterAuthRoutes',
      getContextMemberships: 'LtiNrpsRoutes',
    };

    // Act
    const actual = Object.fromEntries(
      routes.map((route) => [
        route.endpoint.id,
        portal.appStack.routeFunctions.functionFor(route.endpoint.id).node.scope?.node.id,
      ]),
    );

    // Assess
    expect(actual).toEqual(deployed);
  });

  it('leaves public routes without an authorizer and guards every other route with the Cognito JWT authorizer', () => {
    // Prepare
    const apiRoutes = resourcesOfType(portal.allStacks, 'AWS::ApiGatewayV2::Route') as unknown as RouteJson[];

    // Act
    const byKey = new Map(apiRoutes.map((route) => [route.Properties.RouteKey, route.Properties]));

    // Assess
    expect(apiRoutes).toHaveLength(routes.length);
    for (const route of routes) {
      const apiRoute = byKey.get(`${route.endpoint.method} ${route.endpoint.path}`);
      expect(apiRoute, route.endpoint.id).toBeDefined();
      if (route.access.kind === 'public') {
        expect(apiRoute?.AuthorizationType, route.endpoint.id).toBe('NONE');
        expect(apiRoute?.AuthorizerId).toBeUndefined();
      } else {
        expect(apiRoute?.AuthorizationType, route.endpoint.id).toBe('JWT');
        expect(apiRoute?.AuthorizerId).toBeDefined();
      }
    }
  });

  it('accepts only tokens issued by the portal user pool for the portal app client', () => {
    // Prepare
    const authorizer = cfnResourceOf(portal.appStack.api.httpApi.node.findChild('CognitoJwt'));

    // Act
    const jwt = authorizer.Properties?.JwtConfiguration as { Issuer: unknown; Audience: unknown[] };

    // Assess
    expect(authorizer.Properties?.AuthorizerType).toBe('JWT');
    expect(authorizer.Properties?.IdentitySource).toEqual(['$request.header.Authorization']);
    expect(JSON.stringify(jwt.Issuer)).toMatch(
      /"https:\/\/cognito-idp\.",\{"Ref":"AWS::Region"\},"\.amazonaws\.com\/",.*UserPool/,
    );
    expect(jwt.Audience).toEqual([
      { Ref: portal.appStack.getLogicalId(portal.appStack.auth.userPoolClient.node.defaultChild as never) },
    ]);
  });

  it('grants a read-only route no table writes', () => {
    // Act
    const actions = actionsOf(statementsOfRoute('listServices'));

    // Assess
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    for (const write of WRITE_ACTIONS) expect(actions).not.toContain(write);
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
  });

  it('grants the register route exactly the user-pool actions its route entry lists, on the pool only', () => {
    // Prepare
    const register = routeById('register');
    const statements = statementsOfRoute('register');

    // Act
    const cognitoStatements = statements.filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('cognito-idp:')),
    );

    // Assess
    expect(actionsOf(cognitoStatements).sort()).toEqual([...(register.uses.userPool ?? [])].sort());
    expect(cognitoStatements).toHaveLength(1);
    expect(JSON.stringify(cognitoStatements[0]?.Resource)).toMatch(/UserPool.*Arn/);
    expect(actionsOf(statements)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
  });

  it('grants a route that uses nothing no table, user-pool or key permissions', () => {
    // Prepare
    const getTime = routeById('getTime');

    // Act
    const actions = actionsOf(statementsOfRoute('getTime'));

    // Assess
    expect(getTime.uses).toEqual({});
    expect(actions.filter((action) => /^(dynamodb|cognito-idp|kms):/.test(action))).toEqual([]);
    expect([...actions].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
  });

  it('grants every route exactly what its uses entry lists', () => {
    for (const route of routes) {
      // Act
      const actions = actionsOf(statementsOfRoute(route.endpoint.id));
      const { uses } = routeById(route.endpoint.id);

      // Assess
      expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort(), route.endpoint.id).toEqual(
        [...(uses.userPool ?? [])].sort(),
      );
      expect(
        actions.some((action) => action.startsWith('dynamodb:')),
        route.endpoint.id,
      ).toBe(uses.table !== undefined);
      expect(
        actions.some((action) => WRITE_ACTIONS.includes(action)),
        route.endpoint.id,
      ).toBe(uses.table === 'readwrite');
      const kmsActions = { read: ['kms:Decrypt'], write: ['kms:Encrypt'], readwrite: ['kms:Decrypt', 'kms:Encrypt'] };
      expect(actions.filter((action) => action.startsWith('kms:')).sort(), route.endpoint.id).toEqual(
        uses.studentPasswords ? kmsActions[uses.studentPasswords] : [],
      );
      expect(actions.filter((action) => action.startsWith('ses:')).sort(), route.endpoint.id).toEqual(
        [...(uses.ses ? ['ses:SendEmail'] : []), ...(uses.sesAccount ?? [])].sort(),
      );
      expect(actions.filter((action) => action.startsWith('ec2:')).sort(), route.endpoint.id).toEqual(
        [...(uses.servers ?? [])].sort(),
      );
      const exportActions = {
        read: ['s3:GetObject'],
        write: ['s3:AbortMultipartUpload', 's3:GetObject', 's3:PutObject'],
        remove: ['s3:DeleteObject'],
      };
      if (!uses.rosters)
        expect(actions.filter((action) => action.startsWith('s3:')).sort(), route.endpoint.id).toEqual(
          uses.exports ? exportActions[uses.exports] : [],
        );
    }
  });

  it("lets the password reset requests (the account's own and staff's), Contact Us and the quote request send mail, from the stage's sender only, and no other route", () => {
    // Prepare
    const mailing = routes.filter((route) => route.uses.ses).map((route) => route.endpoint.id);
    const statements = statementsOfRoute('requestPasswordReset').filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('ses:')),
    );
    const environment = (routeId: string) =>
      (
        cfnResourceOf(
          portal.appStack.routeFunctions.functionFor(routeId).function.node.defaultChild as never,
        ) as unknown as FunctionJson
      ).Properties.Environment.Variables;

    // Act
    const resources = JSON.stringify(statements[0]?.Resource);

    // Assess
    expect(mailing).toEqual([
      'requestPasswordReset',
      'sendContactMessage',
      'requestSchoolSubscription',
      'addTeacher',
      'resetTeacherPassword',
      'sendUserPasswordReset',
    ]);
    expect(statements).toHaveLength(1);
    expect(actionsOf(statements)).toEqual(['ses:SendEmail']);
    expect(resources).toContain(':identity/no-reply@portal.example');
    expect(resources).toContain(':identity/portal.example');
    expect(resources).not.toContain('*');
    expect(statements[0]?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@portal.example' } });
    expect(environment('requestPasswordReset')).toMatchObject({
      MAIL_FROM: 'no-reply@portal.example',
      SITE_URL: expect.anything(),
    });
    expect(environment('sendContactMessage')).toMatchObject({
      MAIL_FROM: 'no-reply@portal.example',
      SUPPORT_MAIL_TO: 'support@portal.example',
    });
    for (const routeId of ['resetPassword', 'register', 'getSession']) {
      expect(
        actionsOf(statementsOfRoute(routeId)).filter((action) => action.startsWith('ses:')),
        routeId,
      ).toEqual([]);
      expect(environment(routeId)['MAIL_FROM'], routeId).toBeUndefined();
    }
  });

  it("tells the login cards' and home letters' route the site's address for the cards' links, and the CSV routes nothing of it", () => {
    // Prepare
    const environment = (routeId: string) =>
      (
        cfnResourceOf(
          portal.appStack.routeFunctions.functionFor(routeId).function.node.defaultChild as never,
        ) as unknown as FunctionJson
      ).Properties.Environment.Variables;

    // Act
    const linking = routes.filter((route) => route.uses.siteUrl).map((route) => route.endpoint.id);

    // Assess
    // The OneRoster routes write each reference's href with the site's address; the LTI login
    // names the platform by it, the Names and Role service writes its paging links with it, and
    // the token endpoint checks a tool's client assertion is addressed to it.
    expect(linking).toEqual([
      'printClassDocument',
      'startLtiLogin',
      'getLtiTool',
      'putLtiTool',
      'getContextMemberships',
      'listRosterCollection',
      'getRosterRecord',
      'listRosterRelated',
      'requestToken',
    ]);
    expect(environment('printClassDocument')['SITE_URL']).toBeDefined();
    expect(environment('printClassDocument')['MAIL_FROM']).toBeUndefined();
    for (const routeId of ['exportClassStudentsCsv', 'exportSchoolStudentsCsv', 'printClassStudents'])
      expect(environment(routeId)['SITE_URL'], routeId).toBeUndefined();
  });

  it('tells the routes that grant teacher trials the trial length (30 days unless the stage says otherwise), and quote mail its sales address', () => {
    // Prepare
    const environment = (routeId: string) =>
      (
        cfnResourceOf(
          portal.appStack.routeFunctions.functionFor(routeId).function.node.defaultChild as never,
        ) as unknown as FunctionJson
      ).Properties.Environment.Variables;

    // Act
    const granting = routes.filter((route) => route.uses.teacherTrials).map((route) => route.endpoint.id);

    // Assess
    expect(granting).toEqual(['startTeacherTrial', 'requestSchoolSubscription', 'startTeacherTrialsForTeacher']);
    for (const routeId of granting) expect(environment(routeId)['TEACHER_TRIAL_DAYS'], routeId).toBe('30');
    expect(environment('getMySchool')['TEACHER_TRIAL_DAYS']).toBeUndefined();
    expect(environment('requestSchoolSubscription')).toMatchObject({
      SALES_MAIL_TO: 'sales@portal.example',
      MAIL_FROM: 'no-reply@portal.example',
    });
  });

  it('lets only the student-password routes use the password key: Encrypt to keep, Decrypt to show, on that key only, with a userId encryption context', () => {
    // Prepare
    const keyRoutes = routes.filter((route) => route.uses.studentPasswords).map((route) => route.endpoint.id);
    const keyStatements = (routeId: string) =>
      statementsOfRoute(routeId).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('kms:')),
      );

    // Act
    const reveal = keyStatements('revealPasswords');
    const create = keyStatements('createStudent');
    const cards = keyStatements('printClassDocument');

    // Assess
    expect(keyRoutes.sort()).toEqual([
      'createChild',
      'createStudent',
      'exportClassStudentsCsv',
      'exportSchoolStudentsCsv',
      'migrateToFamily',
      'printClassDocument',
      'printClassStudents',
      'regenerateChildUsername',
      'revealChildPassword',
      'revealPasswords',
      'setChildPassword',
      'updateStudent',
      'webinarLookup',
    ]);
    expect(actionsOf(reveal)).toEqual(['kms:Decrypt']);
    expect(actionsOf(create)).toEqual(['kms:Encrypt']);
    // A parent's Show opens a child's password (the list opens none); a password the parent gives is only kept.
    expect(actionsOf(keyStatements('revealChildPassword'))).toEqual(['kms:Decrypt']);
    expect(keyStatements('listChildren')).toEqual([]);
    expect(actionsOf(keyStatements('setChildPassword'))).toEqual(['kms:Encrypt']);
    expect(actionsOf(cards)).toEqual(['kms:Decrypt']);
    for (const statement of [...reveal, ...create, ...cards]) {
      expect(JSON.stringify(statement.Resource)).toMatch(/PasswordKey/);
      expect(JSON.stringify(statement.Resource)).not.toContain('*');
      expect(statement.Condition).toEqual({
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['userId'] },
        Null: { 'kms:EncryptionContext:userId': 'false' },
      });
    }
    for (const routeId of ['deleteStudents', 'regenerateUsername', 'register', 'deleteChildren', 'startActingAsChild'])
      expect(keyStatements(routeId), routeId).toEqual([]);
  });

  it('grants the reset route only setting a password and signing out everywhere in the user pool', () => {
    // Act
    const actions = actionsOf(statementsOfRoute('resetPassword')).filter((action) => action.startsWith('cognito-idp:'));

    // Assess
    expect(actions.sort()).toEqual(['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut']);
  });

  it('logs each API request with the CloudFront server as edgeIp, never as the viewer, in JSON the saved queries read', () => {
    // Prepare
    const [stage] = resourcesOfType(portal.allStacks, 'AWS::ApiGatewayV2::Stage');

    // Act
    const format = JSON.parse(
      String((stage?.Properties?.AccessLogSettings as { Format?: unknown } | undefined)?.Format),
    ) as Record<string, string>;

    // Assess: an HTTP API's access log reads $context only; behind CloudFront sourceIp is the edge server.
    expect(format).toEqual(API_ACCESS_LOG_FIELDS);
    expect(format['edgeIp']).toBe('$context.identity.sourceIp');
    expect(Object.keys(format).filter((field) => /^(ip|sourceIp|viewerIp|clientIp)$/i.test(field))).toEqual([]);
    for (const lines of Object.values(ACCESS_LOG_QUERIES))
      for (const line of lines) expect(line, line).not.toMatch(/\bip\b/);
  });
});
