import { describe, expect, it } from 'vitest';
import { activeSystemAlerts } from '../../../functions/domain/content/system-alerts';
import type { SystemAlert } from '../../../shared/schemas/content';

const NOW = new Date('2026-03-01T10:00:00.000Z');

function alert(id: string, startsAt: string, endsAt: string, severity: SystemAlert['severity'] = 'info'): SystemAlert {
  return { id, message: id, severity, startsAt, endsAt };
}

describe('activeSystemAlerts', () => {
  it('shows an alert from its start, inclusive, until its end, exclusive', () => {
    const startsNow = alert('starts-now', '2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z');
    const endsNow = alert('ends-now', '2026-03-01T09:00:00.000Z', '2026-03-01T10:00:00.000Z');
    const startsLater = alert('starts-later', '2026-03-01T10:00:00.001Z', '2026-03-01T11:00:00.000Z');

    expect(activeSystemAlerts([startsNow, endsNow, startsLater], NOW)).toEqual([startsNow]);
  });

  it('puts the most severe first, then the latest to start, then by id', () => {
    const list = [
      alert('b-info', '2026-03-01T08:00:00.000Z', '2026-03-02T00:00:00.000Z'),
      alert('a-info', '2026-03-01T08:00:00.000Z', '2026-03-02T00:00:00.000Z'),
      alert('new-info', '2026-03-01T09:00:00.000Z', '2026-03-02T00:00:00.000Z'),
      alert('warning', '2026-02-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z', 'warning'),
      alert('critical', '2026-02-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z', 'critical'),
    ];

    expect(activeSystemAlerts(list, NOW).map((shown) => shown.id)).toEqual([
      'critical',
      'warning',
      'new-info',
      'a-info',
      'b-info',
    ]);
  });

  it('answers nothing when nothing is in force', () => {
    expect(activeSystemAlerts([], NOW)).toEqual([]);
  });
});
