import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';

describe('student accounts in the stacks', () => {
  let portal: SynthesisedPortal;
  let data: Template;

  beforeAll(() => {
    portal = synthesisePortal();
    data = Template.fromStack(portal.dataStack);
  });
  afterAll(() => portal.dispose());

  it('lets users sign in by their preferred_username too (a regenerated student username), without case', () => {
    // Assess
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      AliasAttributes: ['preferred_username'],
      UsernameConfiguration: { CaseSensitive: false },
      UsernameAttributes: Match.absent(),
    });
  });

  it('keeps the password key: rotated, retained', () => {
    // Assess
    data.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ EnableKeyRotation: true }),
    });
  });
});
