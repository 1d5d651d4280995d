import { assertEqual, expectFocused, expectVisible, spec, visit } from '../harness';

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
];
