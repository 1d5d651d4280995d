import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../../eslint-rules/kit-tables.js';

// RuleTester reports through the test framework's hooks.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 2022,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('kit-tables', rule, {
  valid: [
    { code: '<PlainTable caption="Servers" rows={rows} rowKey={(row) => row.id} columns={columns} />' },
    { code: '<DataTable caption="Students" rows={rows} />' },
    // Other elements, and a member name that merely ends in 'table'.
    { code: '<div className={styles.table}><Ui.table /></div>' },
  ],
  invalid: [
    { code: '<table><tbody><tr><td>1</td></tr></tbody></table>', errors: [{ messageId: 'rawTable' }] },
    { code: 'const cell = () => <table className="x" />;', errors: [{ messageId: 'rawTable' }] },
  ],
});
