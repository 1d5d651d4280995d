import { CfnResource, Duration, NestedStack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { handlerModuleOf } from '../../functions/http/route';
import type { Route } from '../../functions/routes';
import { ROUTE_FUNCTION_TIMEOUT_SECONDS } from '../function-limits';
import type { ProjectFunction } from '../project-function';
import { WiredFunction, type FunctionWiring } from '../wired-function';

/** CloudFormation's hard limit is 500 resources per stack; the rest is headroom for later additions. */
export const MAX_RESOURCES_PER_STACK = 450;

/** What every route function is wired to, whichever area it belongs to. */
export interface RouteWiring extends FunctionWiring {
  httpApi: apigwv2.IHttpApi;
  authorizer: apigwv2.IHttpRouteAuthorizer;
  /** The secret CloudFront sends to the API (ORIGIN_VERIFY): a request without it is refused (functions/http/origin-check.ts). */
  originVerify?: string;
  /** The bundle of a route: dist/functions/<routeId> in the app, a stub in tests. */
  codeForRoute: (routeId: string) => lambda.Code;
}

export type { MockSamlWiring } from '../wired-function';

export interface RouteFunctionsStackProps extends RouteWiring {
  area: string;
  routes: readonly Route[];
}

/**
 * One area of the route table (auth, library, ...): a function per route with exactly the grants
 * its `uses` lists, its Lambda integration and its API route. A nested stack per area keeps every
 * stack under CloudFormation's resource limit however long the route table grows.
 */
export class RouteFunctionsStack extends NestedStack {
  public readonly functions = new Map<string, ProjectFunction>();

  constructor(scope: Construct, id: string, props: RouteFunctionsStackProps) {
    super(scope, id, { description: `Portal ${props.stage}: the ${props.area} routes` });

    for (const route of props.routes) this.addRoute(route, props);

    this.node.addValidation({
      validate: () => {
        const resources = this.node.findAll().filter((child) => CfnResource.isCfnResource(child)).length;
        return resources > MAX_RESOURCES_PER_STACK
          ? [
              `The ${props.area} area makes ${resources} resources (limit ${MAX_RESOURCES_PER_STACK}): split it into two areas (a new shared/api/endpoints/<area>.ts and functions/api/<area>/routes.ts).`,
            ]
          : [];
      },
    });
  }

  private addRoute(route: Route, wiring: RouteWiring): void {
    const { id: routeId, method, path } = route.endpoint;
    const fn = new WiredFunction(this, routeId, {
      code: wiring.codeForRoute(routeId),
      description: `${method} ${path} (${handlerModuleOf(route.endpoint)})`,
      uses: route.uses,
      wiring,
      environment: { ROUTE_ID: routeId, ...(wiring.originVerify ? { ORIGIN_VERIFY: wiring.originVerify } : {}) },
      // The twin's gateway stops a route at the same time (lib-infra/local/lambda-limits.ts).
      timeout: Duration.seconds(ROUTE_FUNCTION_TIMEOUT_SECONDS),
    });
    this.functions.set(routeId, fn);

    const isPublic = route.access.kind === 'public';
    const httpRoute = new apigwv2.HttpRoute(this, `${routeId}Route`, {
      httpApi: wiring.httpApi,
      routeKey: apigwv2.HttpRouteKey.with(path, apigwv2.HttpMethod[method]),
      integration: new HttpLambdaIntegration(`${routeId}Integration`, fn.function),
      authorizer: isPublic ? new apigwv2.HttpNoneAuthorizer() : wiring.authorizer,
    });
    if (isPublic) {
      NagSuppressions.addResourceSuppressions(httpRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason: `${method} ${path} is public in the route table (visitors call it before signing in); the handler checks everything it needs.`,
        },
      ]);
    }
  }
}
