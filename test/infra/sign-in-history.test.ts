import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, type PolicyStatementJson } from './templates';

describe('sign-in history trigger', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal();
  });
  afterAll(() => portal.dispose());

  it("attaches a nodejs22.x function as the user pool's post-authentication trigger", () => {
    // Prepare
    const data = Template.fromStack(portal.dataStack);
    const trigger = portal.dataStack.signInHistory.trigger.function;

    // Act
    const pool = cfnResourceOf(portal.dataStack.users.userPool);

    // Assess
    expect((pool.Properties?.['LambdaConfig'] as Record<string, unknown>)['PostAuthentication']).toEqual({
      'Fn::GetAtt': [portal.dataStack.getLogicalId(trigger.node.defaultChild as never), 'Arn'],
    });
    data.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
    });
    data.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Environment: {
        Variables: Match.objectEquals({ STAGE: 'test', LOG_LEVEL: 'INFO', TABLE_NAME: Match.anyValue() }),
      },
    });
  });

  it('may only update and put items of the table: no reads, deletes or user-pool calls', () => {
    // Prepare
    const role = portal.dataStack.signInHistory.trigger.role;

    // Act
    const policy = cfnResourceOf(role.node.findChild('DefaultPolicy'));
    const statements = (policy.Properties?.['PolicyDocument'] as { Statement: PolicyStatementJson[] }).Statement;

    // Assess
    const actions = actionsOf(statements).filter((action) => !action.startsWith('logs:'));
    expect(actions.sort()).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
    const tableStatement = statements.find((statement) => actionsOf([statement]).includes('dynamodb:PutItem'));
    expect(JSON.stringify(tableStatement?.Resource)).not.toContain('index');
  });
});
