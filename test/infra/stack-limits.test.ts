import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type Route } from '../../functions/routes';
import { MAX_RESOURCES_PER_STACK } from '../../lib-infra/api/route-functions-stack';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { resourcesOf } from './templates';

const CLOUDFORMATION_RESOURCE_LIMIT = 500;

/** `count` made-up public read routes in one area, to grow the route table past real sizes. */
function manyRoutes(area: string, count: number): Route[] {
  const template = routes.find((route) => route.endpoint.id === 'listServices');
  if (!template) throw new Error('listServices is missing from the route table');
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    endpoint: { ...template.endpoint, id: `${area}Route${index}`, area, path: `/api/${area}/${index}` },
    handler: `${area}/route-${index}`,
  }));
}

describe('stack sizes', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal();
  });
  afterAll(() => portal.dispose());

  it('keeps every stack, nested stacks included, under the CloudFormation resource limit', () => {
    // Act
    const counts = portal.allStacks.map((stack) => ({
      stack: stack.node.path,
      resources: Object.keys(resourcesOf(stack)).length,
    }));

    // Assess
    expect(counts.length).toBeGreaterThan(2);
    for (const { stack, resources } of counts)
      expect(resources, stack).toBeLessThanOrEqual(CLOUDFORMATION_RESOURCE_LIMIT);
  });

  it('spreads a long route table over nested stacks by area, none over the limit', () => {
    // Prepare
    const longTable = [...routes, ...manyRoutes('school', 55), ...manyRoutes('staff', 55), ...manyRoutes('family', 55)];

    // Act
    const big = synthesisePortal({ props: { routes: longTable } });

    // Assess
    try {
      expect(big.appStack.routeFunctions.areaStacks.size).toBe(
        new Set(longTable.map((route) => route.endpoint.area)).size,
      );
      for (const stack of big.allStacks) {
        expect(Object.keys(resourcesOf(stack)).length, stack.node.path).toBeLessThanOrEqual(
          CLOUDFORMATION_RESOURCE_LIMIT,
        );
      }
    } finally {
      big.dispose();
    }
  });

  it('refuses at synth, with what to do, an area too big for one stack', () => {
    // Prepare
    const overfullArea = [...routes, ...manyRoutes('staff', Math.ceil(MAX_RESOURCES_PER_STACK / 7) + 1)];

    // Act
    const synth = () => synthesisePortal({ props: { routes: overfullArea } });

    // Assess
    expect(synth).toThrow(/The staff area makes \d+ resources .* split it into two areas/);
  });
});
