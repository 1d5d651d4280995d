import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { sharedModulesByPart, spaPartMessages } from '../../../bin/i18n/write-spa-catalogues';
import { messages as spanishCommon } from '../../../shared/i18n/catalogues/es/spa/common';
import { messages as spanishChildren } from '../../../shared/i18n/catalogues/es/spa/children';
import { messages as englishCommon } from '../../../shared/i18n/catalogues/en/spa/common';

describe("the SPA's catalogue parts", () => {
  it("give the first page the contract's messages of the shared/ modules it imports, and a feature the rest of its own", async () => {
    // Act
    const parts = await sharedModulesByPart();

    // Assess: the staff roles' names are in the header's menu; a child's fields only in My Child Accounts.
    expect(parts.get('common')).toContain('shared/permissions.ts');
    expect(parts.get('common')).not.toContain('shared/schemas/children.ts');
    expect(parts.get('children')).toContain('shared/schemas/children.ts');
    expect(parts.get('children')).not.toContain('shared/permissions.ts');
  }, 60_000); // it parses every SPA module, as npm run i18n:compile does: seconds on a busy machine

  it("takes a contract message into a part only when the part's code imports its module", () => {
    // Arrange
    const shared = { 'Create schools': ['Crear centros'], 'child name': ['nombre del niño'] };
    const modulesOf = new Map([
      ['Create schools', ['shared/permissions.ts']],
      ['child name', ['shared/schemas/children.ts']],
    ]);

    // Act
    const part = spaPartMessages('es', { abc123: ['Abrir'] }, shared, modulesOf, new Set(['shared/permissions.ts']));

    // Assess
    expect(part).toEqual({ abc123: ['Abrir'], 'Create schools': ['Crear centros'] });
  });

  it('leaves out of English what says its own key, and keeps a message with values', () => {
    // Arrange
    const shared: Messages = { 'Create schools': ['Create schools'], '{app} is blocked.': [['app'], ' is blocked.'] };
    const modulesOf = new Map([
      ['Create schools', ['shared/permissions.ts']],
      ['{app} is blocked.', ['shared/permissions.ts']],
    ]);

    // Act
    const part = spaPartMessages('en', { abc123: ['Open'] }, shared, modulesOf, new Set(['shared/permissions.ts']));

    // Assess
    expect(part).toEqual({ abc123: ['Open'], '{app} is blocked.': [['app'], ' is blocked.'] });
  });

  it('are written so by npm run i18n:compile', () => {
    expect(spanishCommon['Create schools']).toEqual(['Crear centros']);
    expect(spanishCommon).not.toHaveProperty('child name');
    expect(spanishChildren['child name']).toEqual(['nombre del niño']);
    expect(englishCommon).not.toHaveProperty('Create schools');
  });
});
