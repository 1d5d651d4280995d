import { assertEqual, checkReachableAt360, expectFocused, expectVisible, spec, visit } from '../harness';

export const shellSpecs = [
  spec('shell: an unknown path shows the not-found page with a contact link', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/no/such/page', /\/no\/such\/page$/);
    await expectVisible(
      page.getByText("Sorry, we couldn't find the page you were looking for."),
      'the not-found message',
    );
    await expectVisible(page.getByRole('main').getByRole('link', { name: /contact us/i }), 'a contact link');
    assertEqual(await page.title(), 'Page not found | App Library', 'document title');
  }),

  spec('shell: the skip link, Learn More menu and keyboard access work', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/library', /\/library$/);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFocused(skip, 'the skip link, the first tab stop');
    await page.keyboard.press('Enter');
    await expectFocused(page.locator('main'), 'main, after the skip link');

    // On a phone the header's navigation is one Menu button: App Library first, then Learn More's entries.
    const learnMore = page.getByRole('button', { name: ctx.project === 'phone' ? 'Menu' : 'Learn More' });
    await learnMore.focus();
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: ctx.project === 'phone' ? 'App Library' : /About the App Library/,
      exact: ctx.project === 'phone',
    });
    await expectVisible(first, 'the Learn More menu');
    await expectFocused(first, 'the first entry, after Arrow Down');
    await expectVisible(page.getByRole('link', { name: /About the App Library/ }), 'About in Learn More');
    await expectVisible(page.getByRole('link', { name: /^Help/ }), 'Help in Learn More');
    await expectVisible(page.getByRole('link', { name: 'Contact Us' }).first(), 'Contact in Learn More');
    await page.keyboard.press('Escape');
    await expectFocused(learnMore, 'the button, after Escape');
    assertEqual(await learnMore.getAttribute('aria-expanded'), 'false', 'the menu is closed');
  }),

  spec('shell: the language menu speaks the first page in Spanish and in Arabic, right to left', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/library', /\/library$/);
    const language = page.getByRole('combobox', { name: 'Language' });
    // On the smallest phone the header keeps the menu (its globe), Register and Login in view.
    await checkReachableAt360(ctx, language, 'the language menu');
    await checkReachableAt360(ctx, page.getByRole('link', { name: 'Login', exact: true }), 'Login');

    await language.selectOption('es');
    await expectVisible(page.getByRole('link', { name: 'Iniciar sesión', exact: true }), 'Login in Spanish');
    await expectVisible(
      page.getByRole('heading', { name: 'Aplicaciones educativas para la escuela y el hogar' }),
      'the heading',
    );
    assertEqual(await page.locator('html').getAttribute('lang'), 'es', 'the document says Spanish');
    assertEqual(await page.title(), 'App Library', 'the site name stays a name');

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
    await expectVisible(page.getByRole('link', { name: 'تسجيل الدخول', exact: true }), 'Login in Arabic');
    assertEqual(await page.locator('html').getAttribute('dir'), 'rtl', 'Arabic reads right to left');
    await checkReachableAt360(ctx, page.getByRole('link', { name: 'تسجيل الدخول', exact: true }), 'Login in Arabic');

    // The choice is kept: a reload opens in Arabic, and English comes back from the menu.
    await page.reload();
    await expectVisible(page.getByRole('link', { name: 'تسجيل الدخول', exact: true }), 'Arabic after a reload');
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await expectVisible(page.getByRole('link', { name: 'Login', exact: true }), 'English again');
    assertEqual(await page.locator('html').getAttribute('dir'), 'ltr', 'English reads left to right');
  }),
];
