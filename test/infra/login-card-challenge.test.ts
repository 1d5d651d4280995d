import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPoolTrigger } from '../../lib-infra/auth/user-pool-trigger';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, type PolicyStatementJson } from './templates';

/** The trigger's own actions (its logs and traces aside). */
function ownActions(trigger: UserPoolTrigger): string[] {
  const policy = trigger.trigger.role.node.tryFindChild('DefaultPolicy');
  if (!policy) return [];
  const statements = (cfnResourceOf(policy).Properties?.['PolicyDocument'] as { Statement: PolicyStatementJson[] })
    .Statement;
  return actionsOf(statements).filter((action) => !action.startsWith('logs:'));
}

describe('login-card sign-in (CUSTOM_AUTH triggers)', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal();
  });
  afterAll(() => portal.dispose());

  it('attaches the define, create and verify triggers to the user pool, and the web client allows CUSTOM_AUTH', () => {
    // Prepare
    const { define, create, verify } = portal.dataStack.loginCardChallenge;
    const arnOf = (trigger: UserPoolTrigger) => ({
      'Fn::GetAtt': [portal.dataStack.getLogicalId(trigger.trigger.function.node.defaultChild as never), 'Arn'],
    });

    // Act
    const config = cfnResourceOf(portal.dataStack.users.userPool).Properties?.['LambdaConfig'] as Record<
      string,
      unknown
    >;
    const client = cfnResourceOf(portal.appStack.auth.userPoolClient).Properties?.['ExplicitAuthFlows'] as string[];

    // Assess
    expect(config['DefineAuthChallenge']).toEqual(arnOf(define));
    expect(config['CreateAuthChallenge']).toEqual(arnOf(create));
    expect(config['VerifyAuthChallengeResponse']).toEqual(arnOf(verify));
    expect(client).toContain('ALLOW_CUSTOM_AUTH');
  });

  it('gives only the verify trigger the table, to read items and count wrong answers; none may call the user pool', () => {
    // Act
    const { define, create, verify } = portal.dataStack.loginCardChallenge;

    // Assess
    expect(ownActions(define)).toEqual([]);
    expect(ownActions(create)).toEqual([]);
    expect(ownActions(verify).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    const policy = cfnResourceOf(verify.trigger.role.node.findChild('DefaultPolicy'));
    expect(JSON.stringify(policy.Properties?.['PolicyDocument'])).not.toContain('index');
    expect(JSON.stringify(policy.Properties?.['PolicyDocument'])).not.toContain('cognito-idp');
  });
});
