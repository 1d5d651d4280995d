import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';

export interface PortalDashboardProps {
  stage: string;
}

/**
 * The stage's one CloudWatch dashboard, `portal-<stage>`. Any construct adds a section of
 * widgets under a heading (`dashboard.addSection(title, widgets)`); the runbook names the widgets
 * by their titles.
 */
export class PortalDashboard extends Construct {
  public readonly dashboard: cloudwatch.Dashboard;
  /** Section titles in order, for the runbook and the tests. */
  public readonly sections: string[] = [];

  constructor(scope: Construct, id: string, props: PortalDashboardProps) {
    super(scope, id);
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `portal-${props.stage}`,
      defaultInterval: undefined,
      periodOverride: cloudwatch.PeriodOverride.INHERIT,
    });
  }

  addSection(title: string, widgets: readonly cloudwatch.IWidget[]): void {
    this.sections.push(title);
    this.dashboard.addWidgets(new cloudwatch.TextWidget({ markdown: `## ${title}`, width: 24, height: 1 }));
    for (let index = 0; index < widgets.length; index += 3)
      this.dashboard.addWidgets(...widgets.slice(index, index + 3));
  }
}

/** A graph 8 wide and 6 high, the dashboard's usual tile. */
export function graph(title: string, left: readonly cloudwatch.IMetric[], right: readonly cloudwatch.IMetric[] = []) {
  return new cloudwatch.GraphWidget({ title, left: [...left], right: [...right], width: 8, height: 6 });
}
