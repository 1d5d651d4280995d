import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../../frontend/src/components/text-field';
import { renderToStaticMarkup } from '../support/in-english';

describe("a field's messages in the page's language", () => {
  afterEach(() => i18n.activate('en'));

  it("shows a shared schema's message, keyed by its English, in the page's language", () => {
    i18n.load('es', { 'Please enter a password.': 'Introduzca una contraseña.' });
    i18n.activate('es');
    const html = renderToStaticMarkup(<TextField label="Contraseña" error="Please enter a password." />);
    expect(html).toContain('Introduzca una contraseña.');
    expect(html).not.toContain('Please enter a password.');
  });

  it('shows a message already in the language (the server’s detail) as it is', () => {
    i18n.load('es', {});
    i18n.activate('es');
    const html = renderToStaticMarkup(<TextField label="Nombre" error="El nombre es demasiado largo." />);
    expect(html).toContain('El nombre es demasiado largo.');
  });

  it("marks an optional field '(optional)' in English", () => {
    expect(renderToStaticMarkup(<TextField label="Phone" optional />)).toContain('(optional)');
  });
});
