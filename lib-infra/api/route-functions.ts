import { Stack } from 'aws-cdk-lib';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Construct } from 'constructs';
import type { Route } from '../../functions/routes';
import type { ProjectFunction } from '../project-function';
import { areaStackId, routesByArea } from './route-areas';
import { RouteFunctionsStack, type RouteWiring } from './route-functions-stack';

export interface RouteFunctionsProps extends Omit<RouteWiring, 'authorizer'> {
  routes: readonly Route[];
}

/**
 * Every route of the route table as a Lambda function behind the HTTP API, one nested stack per
 * area. Routes that are not public need a Cognito token of the portal's app client.
 */
export class RouteFunctions extends Construct {
  public readonly authorizer: HttpJwtAuthorizer;
  /** Nested stack of each area, by area name. */
  public readonly areaStacks = new Map<string, RouteFunctionsStack>();

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    const { routes, ...wiring } = props;

    this.authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${wiring.userPool.userPoolId}`,
      { jwtAudience: [wiring.userPoolClientId], authorizerName: 'cognito' },
    );

    for (const [area, areaRoutes] of routesByArea(routes)) {
      const stack = new RouteFunctionsStack(this, areaStackId(area), {
        ...wiring,
        authorizer: this.authorizer,
        area,
        routes: areaRoutes,
      });
      this.areaStacks.set(area, stack);
    }
  }

  /** The function of a route, by route id. */
  functionFor(routeId: string): ProjectFunction {
    for (const stack of this.areaStacks.values()) {
      const fn = stack.functions.get(routeId);
      if (fn) return fn;
    }
    throw new Error(`No function for route ${routeId}`);
  }
}
