import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_NODE_MAJOR } from '../../lib-infra/node-version';
import { PROJECT_RUNTIME } from '../../lib-infra/project-function';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

describe('one Node major version for Lambda, the twin and the tests', () => {
  it('is the Lambda runtime of every function', () => {
    expect(PROJECT_RUNTIME.name).toBe(`nodejs${PROJECT_NODE_MAJOR}.x`);
  });

  it('is the Node that npm ci installs from the registry, pinned to one release', () => {
    expect(packageJson.devDependencies['node']).toMatch(new RegExp(`^${PROJECT_NODE_MAJOR}\\.\\d+\\.\\d+$`));
    // The package's install step fetches the platform binary, also from the registry.
    expect(packageJson.allowScripts['node']).toBe(true);
  });

  it('runs these tests', () => {
    expect(process.versions.node.split('.')[0]).toBe(String(PROJECT_NODE_MAJOR));
  });
});
