import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, type PolicyStatementJson } from './templates';

describe('pre-token-generation trigger', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal();
  });
  afterAll(() => portal.dispose());

  it("is the user pool's V2 pre-token-generation trigger, so it can take scopes from access tokens", () => {
    // Prepare
    const trigger = portal.dataStack.managedAccountTokens.trigger.function;

    // Act
    const pool = cfnResourceOf(portal.dataStack.users.userPool);

    // Assess
    expect((pool.Properties?.['LambdaConfig'] as Record<string, unknown>)['PreTokenGenerationConfig']).toEqual({
      LambdaArn: { 'Fn::GetAtt': [portal.dataStack.getLogicalId(trigger.node.defaultChild as never), 'Arn'] },
      LambdaVersion: 'V2_0',
    });
    expect(pool.Properties?.['UserPoolTier']).toBe('ESSENTIALS');
    Template.fromStack(portal.dataStack).resourceCountIs('AWS::Lambda::Permission', 5);
  });

  it('may only read items of the table', () => {
    // Act
    const policy = cfnResourceOf(portal.dataStack.managedAccountTokens.trigger.role.node.findChild('DefaultPolicy'));
    const statements = (policy.Properties?.['PolicyDocument'] as { Statement: PolicyStatementJson[] }).Statement;

    // Assess
    expect(actionsOf(statements).filter((action) => !action.startsWith('logs:'))).toEqual(['dynamodb:GetItem']);
  });
});
