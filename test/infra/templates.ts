import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

export interface CfnResourceJson {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

export function resourcesOf(stack: Stack): Record<string, CfnResourceJson> {
  return (Template.fromStack(stack).toJSON() as { Resources?: Record<string, CfnResourceJson> }).Resources ?? {};
}

/** Resources of one type across the given stacks (nested stacks included if passed). */
export function resourcesOfType(stacks: readonly Stack[], type: string): CfnResourceJson[] {
  return stacks.flatMap((stack) => Object.values(resourcesOf(stack)).filter((resource) => resource.Type === type));
}

/** The CloudFormation resource behind a construct, from its (possibly nested) stack's template. */
export function cfnResourceOf(construct: IConstruct): CfnResourceJson {
  const cfn = (construct.node.defaultChild ?? construct) as CfnElement;
  const stack = Stack.of(cfn);
  const logicalId = stack.getLogicalId(cfn);
  const resource = resourcesOf(stack)[logicalId];
  if (!resource) throw new Error(`No resource ${logicalId} in ${stack.node.path}`);
  return resource;
}

export function actionsOf(statements: readonly PolicyStatementJson[]): string[] {
  return statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
}
