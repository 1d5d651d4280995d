import { Fn } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Route } from '../../functions/routes';
import { ROUTE_THROTTLES } from './route-throttles';
import { Construct } from 'constructs';

/** The stage's API throttle unless the stage sets its own (apiThrottleRate, apiThrottleBurst). */
export const DEFAULT_API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/**
 * The stage's access log line. An HTTP API's access log reads only `$context` variables, never a
 * request header, and behind CloudFront `$context.identity.sourceIp` is the CloudFront server
 * that forwarded the request, shared by everyone at its edge (ARCHITECTURE 'The edge'): it is
 * logged as `edgeIp`, so that no one reads it as the viewer's. The viewer's address is in the
 * route function's `request` line (`viewerIp`, functions/http/http-handler.ts), found by the same
 * request id (`apiRequestId`), and in CloudFront's standard logs (`c-ip`): docs/operations.md.
 */
export const API_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  edgeIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
} as const;

export interface PortalApiProps {
  stage: string;
  logRetention: logs.RetentionDays;
  /** Requests per second across the API, and the burst above it. */
  throttle?: { rateLimit: number; burstLimit: number };
}

/**
 * The HTTP API the SPA calls under /api (through CloudFront). Its routes, functions and the JWT
 * authorizer are added by RouteFunctions once the app client exists.
 */
export class PortalApi extends Construct {
  public readonly httpApi: apigwv2.HttpApi;
  public readonly stage: apigwv2.HttpStage;
  public readonly accessLogs: logs.LogGroup;
  /** `<apiId>.execute-api.<region>.amazonaws.com`, the CloudFront origin for /api/*. */
  public readonly domainName: string;

  constructor(scope: Construct, id: string, props: PortalApiProps) {
    super(scope, id);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `portal-${props.stage}`,
      description: `Portal ${props.stage}: one route per entry of functions/routes.ts`,
      // The stage below carries access logs and throttling, which the default stage cannot.
      createDefaultStage: false,
    });

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? DEFAULT_API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(API_ACCESS_LOG_FIELDS)),
      },
    });

    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }

  /**
   * Stage throttling of the costly routes (ROUTE_THROTTLES), by their route keys; every route
   * named there must be in the route table, or the stage would throttle a route that is not there.
   */
  throttleRoutes(routes: readonly Route[]): void {
    const byId = new Map(routes.map((route) => [route.endpoint.id, route]));
    // CloudFormation's RouteSettings is a JSON map by route key: its values go as they are written.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [routeId, throttle] of Object.entries(ROUTE_THROTTLES)) {
      const route = byId.get(routeId);
      if (!route) throw new Error(`ROUTE_THROTTLES names ${routeId}, which is not in the route table`);
      routeSettings[`${route.endpoint.method} ${route.endpoint.path}`] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
    }
    (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeSettings;
  }
}
