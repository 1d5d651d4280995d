import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';

const AWS_SOLUTIONS = Match.stringLikeRegexp('AwsSolutions-.*');

describe('cdk-nag AwsSolutions', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    // logIgnores reports every acknowledged finding as an info, which shows what the pack reached.
    portal = synthesisePortal({ nag: { logIgnores: true } });
  });
  afterAll(() => portal.dispose());

  it('leaves no unacknowledged error or warning on any stack', () => {
    // Findings of nested stacks are reported on the artifact of their parent stack.
    for (const stack of portal.allStacks.filter((candidate) => !candidate.nested)) {
      // Act
      const annotations = Annotations.fromStack(stack);

      // Assess
      expect(annotations.findError('*', AWS_SOLUTIONS), stack.stackName).toEqual([]);
      expect(annotations.findWarning('*', AWS_SOLUTIONS), stack.stackName).toEqual([]);
    }
  });

  it('checks the nested route stacks too, where every acknowledgement carries its reason', () => {
    // Prepare
    const nestedPaths = [...portal.appStack.routeFunctions.areaStacks.values()].map((stack) => stack.node.path);

    // Act
    const acknowledged = Annotations.fromStack(portal.appStack).findInfo(
      '*',
      Match.stringLikeRegexp('AwsSolutions-.*'),
    );
    const inNestedStacks = acknowledged.filter((message) =>
      nestedPaths.some((nested) => message.id.startsWith(`/${nested}/`)),
    );

    // Assess
    expect(inNestedStacks.length).toBeGreaterThan(0);
    for (const message of acknowledged) expect(String(message.entry.data)).toMatch(/reason: .{20,}/i);
  });
});
