import { describe, expect, it } from 'vitest';
import { paths } from '../../../../frontend/src/config/paths';
import { schoolPageTabOf } from '../../../../frontend/src/features/admin/school-page-tabs';

describe('school page tabs', () => {
  it('opens on Teachers unless the tab parameter names another tab', () => {
    // Act
    const tabs = [null, '', 'settings', 'data-link', 'unknown', 'toString'].map(schoolPageTabOf);

    // Assess
    expect(tabs).toEqual(['teachers', 'teachers', 'settings', 'data-link', 'teachers', 'teachers']);
  });

  it('links to a school with its tab in the query', () => {
    // Act
    const plain = paths.admin.school.getHref('demo-primary');
    const onSettings = paths.admin.school.getHref('demo primary', 'settings');

    // Assess
    expect(plain).toBe('/admin/schools/demo-primary');
    expect(onSettings).toBe('/admin/schools/demo%20primary?tab=settings');
  });
});
