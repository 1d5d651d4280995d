import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { SAML_CUSTOM_ATTRIBUTE_NAMES } from '../../shared/rules/federated-sign-in';
import { PASSWORD_MIN_LENGTH } from '../../shared/rules/password-policy';

export interface PortalUserPoolProps {
  stage: string;
}

/**
 * Where credentials, TOTP secrets and federated identities live. Profiles, roles and relations
 * are in the table, keyed by the Cognito `sub`. The pool holds every account, so it is retained
 * and protected from deletion like the table.
 */
export class PortalUserPool extends Construct {
  public readonly userPool: cognito.UserPool;

  constructor(scope: Construct, id: string, props: PortalUserPoolProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `portal-${props.stage}`,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      // Accounts are made by the API (register route, teachers, parents): AdminCreateUser and
      // AdminSetUserPassword, after the API has validated the form and written the profile.
      selfSignUpEnabled: false,
      // The username is the e-mail address for adults and a generated name for managed accounts.
      // preferred_username is a sign-in alias: Cognito usernames cannot change, so a student's
      // regenerated username is its preferred_username (functions/domain/students). Adding the
      // alias replaced the pool, which was acceptable before launch only.
      signInAliases: { username: true, preferredUsername: true },
      signInCaseSensitive: false,
      standardAttributes: {
        email: { required: false, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      // What a school system asserts beyond names and email (lib-infra/auth/identity-providers.ts):
      // the role it gives the person and the key of their school, read by SAML registration.
      customAttributes: {
        [SAML_CUSTOM_ATTRIBUTE_NAMES.schoolRole]: new cognito.StringAttribute({ minLen: 0, maxLen: 64, mutable: true }),
        [SAML_CUSTOM_ATTRIBUTE_NAMES.schoolKey]: new cognito.StringAttribute({ minLen: 0, maxLen: 256, mutable: true }),
      },
      // The spec's rule is 14 characters with a letter, a number and a symbol. Cognito cannot require
      // "a letter" (only an uppercase or a lowercase one), so the API enforces that part with
      // shared/rules/password-policy.ts before it ever calls Cognito.
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireDigits: true,
        requireSymbols: true,
        requireLowercase: false,
        requireUppercase: false,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false, email: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          "The product's password policy is 14 characters with a letter, a number and a symbol (spec); the length outweighs an upper-case rule, and the API enforces the letter rule Cognito cannot express.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional by the product spec: teachers may turn on TOTP, while children and students sign in with passwords their teachers and parents manage.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Essentials plan covers what the product uses (passwords, TOTP, Google, Facebook, SAML); threat protection of the Plus plan is a priced option not chosen yet.',
      },
    ]);
  }
}
