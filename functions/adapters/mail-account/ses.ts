import {
  BatchGetMetricDataCommand,
  DeleteSuppressedDestinationCommand,
  GetSuppressedDestinationCommand,
  ListSuppressedDestinationsCommand,
  NotFoundException,
  type SESv2Client,
} from '@aws-sdk/client-sesv2';
import { daysBetween } from '../../../shared/rules/calendar-days';
import { SendStatisticsUnavailableError, type MailAccount, type SendStatistic, type SuppressionReason } from './port';

/** SES answers at most this many suppressed addresses a page. */
export const SUPPRESSION_PAGE_SIZE = 1000;

const METRIC_QUERIES = [
  { Id: 'sends', Metric: 'SEND' },
  { Id: 'permanentBounces', Metric: 'PERMANENT_BOUNCE' },
  { Id: 'transientBounces', Metric: 'TRANSIENT_BOUNCE' },
  { Id: 'complaints', Metric: 'COMPLAINT' },
] as const;

/**
 * The account's suppression list and sending statistics through SES v2. Statistics come from the
 * Virtual Deliverability Manager's daily metrics (BatchGetMetricData, namespace VDM): delivery
 * attempts are SEND, bounces PERMANENT_BOUNCE plus TRANSIENT_BOUNCE, complaints COMPLAINT.
 */
export function sesMailAccount(client: SESv2Client): MailAccount {
  return {
    async listSuppressed({ reason, nextToken }) {
      const answer = await client.send(
        new ListSuppressedDestinationsCommand({
          ...(reason ? { Reasons: [reason] } : {}),
          PageSize: SUPPRESSION_PAGE_SIZE,
          ...(nextToken ? { NextToken: nextToken } : {}),
        }),
      );
      return {
        items: (answer.SuppressedDestinationSummaries ?? []).map((entry) => ({
          email: entry.EmailAddress ?? '',
          reason: entry.Reason as SuppressionReason,
          lastUpdated: (entry.LastUpdateTime ?? new Date(0)).toISOString(),
        })),
        nextToken: answer.NextToken ?? null,
      };
    },
    async findSuppressed(email) {
      try {
        const answer = await client.send(new GetSuppressedDestinationCommand({ EmailAddress: email }));
        const entry = answer.SuppressedDestination;
        if (!entry) return null;
        return {
          email: entry.EmailAddress ?? email,
          reason: entry.Reason as SuppressionReason,
          lastUpdated: (entry.LastUpdateTime ?? new Date(0)).toISOString(),
        };
      } catch (error) {
        if (error instanceof NotFoundException) return null;
        throw error;
      }
    },
    async removeSuppressed(email) {
      try {
        await client.send(new DeleteSuppressedDestinationCommand({ EmailAddress: email }));
        return true;
      } catch (error) {
        if (error instanceof NotFoundException) return false;
        throw error;
      }
    },
    async sendStatistics({ from, to }) {
      const answer = await client.send(
        new BatchGetMetricDataCommand({
          Queries: METRIC_QUERIES.map((query) => ({
            Id: query.Id,
            Namespace: 'VDM',
            Metric: query.Metric,
            StartDate: from,
            EndDate: to,
          })),
        }),
      );
      const errors = answer.Errors ?? [];
      if (errors.length > 0)
        throw new SendStatisticsUnavailableError(
          `SES refused the sending statistics: ${errors.map((error) => `${error.Id}: ${error.Code} ${error.Message ?? ''}`).join('; ')}`,
        );
      const perDay = (id: string): Map<string, number> => {
        const result = (answer.Results ?? []).find((candidate) => candidate.Id === id);
        const values = new Map<string, number>();
        (result?.Timestamps ?? []).forEach((timestamp, position) => {
          const day = timestamp.toISOString().slice(0, 10);
          values.set(day, (values.get(day) ?? 0) + Number(result?.Values?.[position] ?? 0));
        });
        return values;
      };
      const [sends, permanent, transient, complaints] = METRIC_QUERIES.map((query) => perDay(query.Id)) as [
        Map<string, number>,
        Map<string, number>,
        Map<string, number>,
        Map<string, number>,
      ];
      return daysBetween(from, to).map((day): SendStatistic => ({
        timestamp: `${day}T00:00:00.000Z`,
        deliveryAttempts: sends.get(day) ?? 0,
        bounces: (permanent.get(day) ?? 0) + (transient.get(day) ?? 0),
        complaints: complaints.get(day) ?? 0,
      }));
    },
  };
}
