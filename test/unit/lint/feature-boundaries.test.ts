import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../../eslint-rules/feature-boundaries.js';

// RuleTester reports through the test framework's hooks.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo/frontend/src';
const options = [{ root }];
const at = (file: string, code: string) => ({ code, filename: `${root}/${file}`, options });
// The SPA's parser, so type-only imports and exports are checked too.
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('feature-boundaries', rule, {
  valid: [
    // A feature reaches its own files and the shared layers.
    at('features/library/pages/library-page.tsx', "import { ServiceGrid } from '../components/service-grid';"),
    at('features/library/pages/library-page.tsx', "import { Button } from '../../../components/button';"),
    at('features/admin/routes.tsx', "import { paths } from '../../config/paths';"),
    at('features/admin/routes.tsx', "const page = () => import('./pages/school-page');"),
    // Shared code above the SPA, and packages, are not the SPA's layers.
    at('features/auth/pages/login-page.tsx', "import { accountKind } from '../../../../../shared/rules/account-kind';"),
    at('features/auth/pages/login-page.tsx', "import { redirect } from 'react-router';"),
    // app/ assembles the features; main.tsx starts app/.
    at('app/router.tsx', "import { adminRoutes } from '../features/admin/routes';"),
    at('main.tsx', "import { createAppRouter } from './app/router';"),
    // Shared layers use each other.
    at('components/account-menu.tsx', "import { useLogout } from '../lib/session';"),
    at('lib/destination-paths.ts', "import { paths } from '../config/paths';"),
    // Files outside the SPA are not checked.
    { code: "import { x } from '../frontend/src/features/admin/routes';", filename: '/repo/test/x.ts', options },
  ],
  invalid: [
    {
      ...at('features/shell/components/site-header.tsx', "import { useSignIn } from '../../auth/api/sign-in';"),
      errors: [{ messageId: 'crossFeature', data: { from: 'shell', to: 'auth' } }],
    },
    {
      ...at(
        'features/library/pages/library-page.tsx',
        "export { AdminLayout } from '../../admin/components/admin-layout';",
      ),
      errors: [{ messageId: 'crossFeature', data: { from: 'library', to: 'admin' } }],
    },
    {
      ...at('features/library/routes.tsx', "const admin = () => import('../admin/routes');"),
      errors: [{ messageId: 'crossFeature', data: { from: 'library', to: 'admin' } }],
    },
    {
      ...at('features/auth/pages/login-page.tsx', "import type { AdminTab } from '../../admin/admin-tabs';"),
      errors: [{ messageId: 'crossFeature', data: { from: 'auth', to: 'admin' } }],
    },
    {
      ...at('features/admin/pages/school-page.tsx', "import { RootError } from '../../../app/root-error';"),
      errors: [{ messageId: 'featureToApp', data: { from: 'admin' } }],
    },
    {
      ...at('components/route-error.tsx', "import { NotFoundPage } from '../features/shell/components/not-found';"),
      errors: [{ messageId: 'sharedToUpper', data: { from: 'components', to: 'features/shell' } }],
    },
    {
      ...at('lib/session.ts', "import { queryClient } from '../app/query-client';"),
      errors: [{ messageId: 'sharedToUpper', data: { from: 'lib', to: 'app/' } }],
    },
    {
      ...at('config/paths.ts', "export * from '../features/admin/admin-tabs';"),
      errors: [{ messageId: 'sharedToUpper', data: { from: 'config', to: 'features/admin' } }],
    },
  ],
});
