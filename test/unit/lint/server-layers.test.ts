import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../../eslint-rules/server-layers.js';

// RuleTester reports through the test framework's hooks.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo/functions';
const options = [{ root }];
const at = (file: string, code: string) => ({ code, filename: `${root}/${file}`, options });
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

const layer = (from: string, to: string, allowed: string) => ({ messageId: 'layer', data: { from, to, allowed } });
const ENTRY_ALLOWED = "http/, domain/, platform/, an adapter's factory, an adapter's port";
const DOMAIN_ALLOWED = "domain/, data/, platform/, an adapter's port";

tester.run('server-layers', rule, {
  valid: [
    // A handler wires: the pipeline, the domain, an adapter's factory; its own area's routes.
    at('api/children/create-child.ts', "import { defineHandler } from '../../http/http-handler';"),
    at('api/children/create-child.ts', "import { createChild } from '../../domain/children/child-accounts';"),
    at('api/children/create-child.ts', "import { passwordBox } from '../../adapters/secret-box';"),
    at('api/children/create-child.ts', "import { signInDirectory } from '../../adapters/sign-in-directory/index';"),
    at('api/children/create-child.ts', "import { childrenRoutes } from './routes';"),
    at('jobs/workers/export.ts', "import { defineJobWorker } from './define-worker';"),
    // The pipeline wires the port its admission asks (is an acting call's sign-in session live?).
    at('http/http-handler.ts', "import { signInDirectory } from '../adapters/sign-in-directory';"),
    // The route table joins the areas and is not checked.
    at('routes.ts', "import { childrenRoutes } from './api/children/routes';"),
    // The domain reads data and takes ports; data uses the SDK; adapters use the SDK and platform/.
    at('domain/children/child-accounts.ts', "import { childLinks } from '../../data/child-links';"),
    at('domain/children/child-accounts.ts', "import type { PaymentsProvider } from '../../adapters/payments/port';"),
    at('domain/children/child-accounts.ts', "import { recordAudit } from '../core/audit/audit';"),
    // Core imports core and the layers below; an area registers with it what core must know of it.
    at('domain/core/jobs/job-list.ts', "import { recordAudit } from '../audit/audit';"),
    at('domain/core/jobs/job-list.ts', "import { jobsOfOwnerPage } from '../../../data/job-lists';"),
    at('domain/job-kinds/job-kinds.ts', "import { voucherJobKind } from '../vouchers/generate';"),
    at('data/users.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';"),
    at('adapters/mail/ses.ts', "import { SESv2Client } from '@aws-sdk/client-sesv2';"),
    at('adapters/mail/index.ts', "import { functionConfig } from '../../platform/config';"),
    // shared/ and packages are below every layer.
    at('platform/errors.ts', "import { ACTING_AS_HEADER } from '../../shared/api/acting-as-header';"),
    at('domain/core/audit/audit.ts', "import * as z from 'zod/mini';"),
    // Files outside functions/ are not checked.
    { code: "import { db } from '../functions/data/client';", filename: '/repo/bin/seed/seed.ts', options },
  ],
  invalid: [
    {
      // The rule's first case: a domain file building DynamoDB commands itself.
      ...at('domain/vouchers/generate.ts', "import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';"),
      errors: [{ messageId: 'sdk', data: { from: 'domain', package: '@aws-sdk/lib-dynamodb' } }],
    },
    {
      ...at('api/library/list-services.ts', "import { listServices } from '../../data/services';"),
      errors: [layer('api/', 'data/', ENTRY_ALLOWED)],
    },
    {
      ...at('triggers/pre-token-generation.ts', "import { loadSessionUser } from '../data/users';"),
      errors: [layer('triggers/', 'data/', ENTRY_ALLOWED)],
    },
    {
      ...at(
        'api/auth/register.ts',
        "import { cognitoSignInDirectory } from '../../adapters/sign-in-directory/cognito';",
      ),
      errors: [
        layer(
          'api/',
          'adapters/sign-in-directory/cognito (an adapter itself: import its factory, adapters/sign-in-directory)',
          ENTRY_ALLOWED,
        ),
      ],
    },
    {
      ...at('api/me/get-me.ts', "import { helper } from '../auth/check-username';"),
      errors: [{ messageId: 'otherArea', data: { from: 'me', to: 'auth' } }],
    },
    {
      ...at('scheduled/inactive-students.ts', "import { handler } from '../jobs/workers/inactive-students';"),
      errors: [{ messageId: 'entryToEntry', data: { from: 'scheduled', to: 'jobs' } }],
    },
    {
      ...at('api/me/get-me.ts', "import { S3Client } from '@aws-sdk/client-s3';"),
      errors: [{ messageId: 'sdk', data: { from: 'api', package: '@aws-sdk/client-s3' } }],
    },
    {
      // The domain takes its ports; it never picks an adapter.
      ...at('domain/servers/servers.ts', "import { serverFleet } from '../../adapters/servers';"),
      errors: [layer('domain/', 'adapters/', DOMAIN_ALLOWED)],
    },
    {
      ...at('domain/core/files/file-answer.ts', "import { fileResponse } from '../../../http/file-response';"),
      errors: [layer('domain/', 'http/', DOMAIN_ALLOWED)],
    },
    {
      // Core imports no area: the area registers with core instead (or the shared piece moves into core).
      ...at('domain/core/jobs/job-list.ts', "import { mayTakeDataExport } from '../../privacy/data-export';"),
      errors: [{ messageId: 'coreToArea', data: { from: 'domain/core/jobs/', to: 'domain/privacy/' } }],
    },
    {
      ...at('domain/core/exports/reports.ts', "const report = () => import('../../stats-reports/weekly-user-status');"),
      errors: [{ messageId: 'coreToArea', data: { from: 'domain/core/exports/', to: 'domain/stats-reports/' } }],
    },
    {
      ...at('data/student-passwords.ts', "import { recordAudit } from '../domain/core/audit/audit';"),
      errors: [layer('data/', 'domain/', 'data/, platform/')],
    },
    {
      ...at('http/http-handler.ts', "import { loadSessionUser } from '../data/users';"),
      errors: [layer('http/', 'data/', "http/, domain/, platform/, an adapter's factory, an adapter's port")],
    },
    {
      // Through its factory only, never an adapter itself.
      ...at('http/http-handler.ts', "import { cognitoSignInDirectory } from '../adapters/sign-in-directory/cognito';"),
      errors: [
        layer(
          'http/',
          'adapters/sign-in-directory/cognito (an adapter itself: import its factory, adapters/sign-in-directory)',
          "http/, domain/, platform/, an adapter's factory, an adapter's port",
        ),
      ],
    },
    {
      ...at('platform/config.ts', "import { logger } from '../http/request-context';"),
      errors: [layer('platform/', 'http/', 'platform/')],
    },
    {
      ...at('adapters/mail/outbox.ts', "import { recordAudit } from '../../domain/core/audit/audit';"),
      errors: [layer('adapters/', 'domain/', 'adapters/, platform/')],
    },
    {
      ...at('domain/app-launch/launch-page.ts', "const idp = () => import('../../adapters/saml-keys');"),
      errors: [layer('domain/', 'adapters/', DOMAIN_ALLOWED)],
    },
  ],
});
