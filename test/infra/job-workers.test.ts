import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { JOB_RETRY_POLICY } from '../../functions/domain/core/jobs/job-retry';
import { JOB_KINDS } from '../../shared/schemas/jobs';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, resourcesOfType, type PolicyStatementJson } from './templates';

interface FunctionJson {
  Properties: { Timeout: number; Environment: { Variables: Record<string, unknown> } };
}

/** Jobs (ARCHITECTURE 'Jobs and progress'): a worker Lambda per kind, invoked asynchronously by the routes that start it, and only by them. */
describe('job workers', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal();
  });
  afterAll(() => portal.dispose());

  const statementsOf = (role: IConstruct): PolicyStatementJson[] =>
    (
      cfnResourceOf(role.node.findChild('DefaultPolicy')).Properties?.PolicyDocument as {
        Statement: PolicyStatementJson[];
      }
    ).Statement;
  const invokeStatements = (routeId: string) =>
    statementsOf(portal.appStack.routeFunctions.functionFor(routeId).role).filter((statement) =>
      actionsOf([statement]).includes('lambda:InvokeFunction'),
    );

  it('makes one worker per job kind, in its own nested stack, retried by Lambda JOB_RETRY_POLICY.runs − 1 times into a dead-letter queue with an alarm, up to 15 minutes a run', () => {
    // Act
    const workers = (resourcesOfType(portal.allStacks, 'AWS::Lambda::Function') as unknown as FunctionJson[]).filter(
      (fn) => fn.Properties.Environment?.Variables.JOB_KIND !== undefined,
    );
    // The job workers' own (the scheduled jobs, retried by Lambda, are tested in operations.test.ts).
    const invokeConfigs = resourcesOfType(
      [portal.appStack.jobWorkers],
      'AWS::Lambda::EventInvokeConfig',
    ) as unknown as Array<{
      Properties: { MaximumRetryAttempts: number; DestinationConfig?: { OnFailure?: { Destination?: unknown } } };
    }>;
    const queues = resourcesOfType([portal.appStack.jobWorkers], 'AWS::SQS::Queue');
    const alarms = resourcesOfType([portal.appStack.jobWorkers], 'AWS::CloudWatch::Alarm') as unknown as Array<{
      Properties: { MetricName: string; Threshold: number };
    }>;

    // Assess
    expect(workers.map((fn) => fn.Properties.Environment.Variables.JOB_KIND).sort()).toEqual([...JOB_KINDS].sort());
    for (const fn of workers) expect(fn.Properties.Timeout).toBe(900);
    expect(portal.appStack.jobWorkers.nested).toBe(true);
    expect(invokeConfigs.map((config) => config.Properties.MaximumRetryAttempts)).toEqual(
      JOB_KINDS.map(() => JOB_RETRY_POLICY.runs - 1),
    );
    expect(queues).toHaveLength(1);
    for (const config of invokeConfigs)
      expect(JSON.stringify(config.Properties.DestinationConfig?.OnFailure?.Destination)).toContain('DeadLetters');
    // The dead-letter queue's alarm, and each worker's failures (lib-infra/observability: the stage's alarms).
    expect(alarms.map((alarm) => [alarm.Properties.MetricName, alarm.Properties.Threshold]).sort()).toEqual(
      [['ApproximateNumberOfMessagesVisible', 1], ...JOB_KINDS.map(() => ['Errors', 1])].sort(),
    );
  });

  it('lets a route invoke only the workers of the kinds it starts, and tells it their names', () => {
    // Prepare
    const apply = portal.appStack.jobWorkers.functions.get('import-apply');
    const undo = portal.appStack.jobWorkers.functions.get('import-undo');
    if (!apply || !undo) throw new Error('a worker is missing');
    const starters = routes.filter((route) => (route.uses.jobs ?? []).length > 0).map((route) => route.endpoint.id);

    // Act
    const applyGrants = JSON.stringify(invokeStatements('applyImport'));
    const undoGrants = JSON.stringify(invokeStatements('undoImport'));
    const resumeGrants = invokeStatements('resumeJob');
    const environment = (routeId: string) => portal.appStack.routeFunctions.functionFor(routeId).function;

    // Assess
    expect(starters.sort()).toEqual([
      'applyImport',
      'deleteInactiveStudents',
      'deleteStudents',
      'exportStudentRecord',
      'generateVouchers',
      'importTeachers',
      'mergeSchool',
      'resumeJob',
      'startChildDataExport',
      'startCrmUnlinkedExport',
      'startEmailListExport',
      'startPrintJob',
      'startWeeklyUserStatusExport',
      'syncSchoolData',
      'undoImport',
    ]);
    for (const routeId of ['startChildDataExport', 'exportStudentRecord']) {
      const dataExportGrants = JSON.stringify(invokeStatements(routeId));
      expect(dataExportGrants).toContain('dataexport');
      expect(dataExportGrants).not.toContain('importapply');
    }
    // Delete Students and Import Teachers start only their own kind's worker.
    expect(JSON.stringify(invokeStatements('deleteStudents'))).toContain('studentsdelete');
    expect(JSON.stringify(invokeStatements('deleteStudents'))).not.toContain('teachersimport');
    expect(JSON.stringify(invokeStatements('importTeachers'))).toContain('teachersimport');
    expect(JSON.stringify(invokeStatements('importTeachers'))).not.toContain('studentsdelete');
    // Printing a school year starts only the print worker.
    expect(JSON.stringify(invokeStatements('startPrintJob'))).toContain('printdocuments');
    expect(JSON.stringify(invokeStatements('startPrintJob'))).not.toContain('dataexport');
    const mergeGrants = JSON.stringify(invokeStatements('mergeSchool'));
    expect(mergeGrants).toContain('schoolmerge');
    expect(mergeGrants).not.toContain('vouchergenerate');
    const generateGrants = JSON.stringify(invokeStatements('generateVouchers'));
    expect(generateGrants).toContain('vouchergenerate');
    expect(generateGrants).not.toContain('importapply');
    expect(applyGrants).toContain('importapply');
    expect(applyGrants).not.toContain('importundo');
    expect(undoGrants).toContain('importundo');
    expect(undoGrants).not.toContain('importapply');
    expect(actionsOf(resumeGrants)).toEqual(['lambda:InvokeFunction']);
    for (const routeId of ['getJob', 'prepareImport', 'listImports', 'checkUndo'])
      expect(invokeStatements(routeId), routeId).toEqual([]);
    for (const statement of [...invokeStatements('applyImport'), ...resumeGrants])
      expect(JSON.stringify(statement.Resource)).not.toBe('"*"');
    expect(environment('applyImport')).toBeDefined();
  });

  it('grants a worker what its kind uses: the table, the user pool actions of creating and deleting accounts, sealing passwords, and mailing new teachers', () => {
    // Prepare
    const apply = portal.appStack.jobWorkers.functions.get('import-apply');
    const undo = portal.appStack.jobWorkers.functions.get('import-undo');
    if (!apply || !undo) throw new Error('a worker is missing');

    // Act
    const actions = actionsOf(statementsOf(apply.role));

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:PutItem',
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDisableUser',
        'kms:Encrypt',
      ]),
    );
    expect(actions).not.toContain('kms:Decrypt');
    expect(actions).not.toContain('lambda:InvokeFunction');
    expect(actions).toContain('ses:SendEmail');
    expect(actionsOf(statementsOf(undo.role))).not.toContain('ses:SendEmail');
  });

  it('lets only the Data Link routes and the sync worker read the roster bucket: GetObject on its objects and ListBucket, told its name', () => {
    // Prepare
    const sync = portal.appStack.jobWorkers.functions.get('data-sync');
    if (!sync) throw new Error('the data-sync worker is missing');
    const s3Actions = (role: IConstruct) => actionsOf(statementsOf(role)).filter((action) => action.startsWith('s3:'));
    const readers = routes.filter((route) => route.uses.rosters).map((route) => route.endpoint.id);
    const variables = (fn: { function: IConstruct }) =>
      (cfnResourceOf(fn.function.node.defaultChild as never) as unknown as FunctionJson).Properties.Environment
        .Variables;

    // Act
    const syncActions = s3Actions(sync.role);

    // Assess
    expect(readers.sort()).toEqual([
      'getSchoolDataLink',
      'linkSchoolToSource',
      'requestDataAccess',
      'searchDataSourceOrgs',
      'syncSchoolData',
      'unlinkSchool',
    ]);
    expect(syncActions.sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(variables(sync)['ROSTER_BUCKET']).toBeDefined();
    expect(s3Actions(portal.appStack.routeFunctions.functionFor('searchDataSourceOrgs').role).sort()).toEqual([
      's3:GetObject',
      's3:ListBucket',
    ]);
    expect(s3Actions(portal.appStack.routeFunctions.functionFor('getAdminSchool').role)).toEqual([]);
    expect(variables(portal.appStack.routeFunctions.functionFor('getAdminSchool'))['ROSTER_BUCKET']).toBeUndefined();
  });
});
