import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup as render } from 'react-dom/server';

// The SPA's words are Lingui macros: in a test, in English from the messages the macros keep
// (a development build's), compiled as they are read.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A component's HTML as the SPA renders it in English, inside the provider its words need. */
export function renderToStaticMarkup(element: ReactNode): string {
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}
