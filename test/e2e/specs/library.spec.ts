import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { arriveAt, assertEqual, assertTrue, checkAt360, expectFocused, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, closeService, login, openService, serviceActions, userMenuEntries } from '../portal';

export const librarySpecs = [
  spec(
    'library: an anonymous visitor sees Start a Trial, Login and Claim Activation Code; back closes the detail',
    async (ctx) => {
      const { page } = ctx;
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await visit(ctx, '/', /\/library$/);
      // The sign-in library is a lazy chunk: a visitor with no stored session never downloads it.
      assertEqual(
        scripts.filter((script) => /\/amplify[-.]/.test(script)),
        [],
        'the sign-in library is not loaded for a visitor',
      );
      await expectVisible(page.getByRole('link', { name: 'Register', exact: true }), 'Register in the header');
      await expectVisible(page.getByRole('link', { name: 'Login', exact: true }), 'Login in the header');

      const dialog = await openService(ctx, 'Reading Rockets');
      assertEqual(
        await serviceActions(ctx),
        ['Start a Trial', 'Login', 'Claim Activation Code', 'Visit Reading Rockets', 'Learn More'],
        'anonymous buttons for an integrated service',
      );
      await expectVisible(dialog.getByText('hundreds of decodable books'), 'the sanitised description');
      assertTrue(/serviceId=1$/.test(page.url()), `the detail is in the URL (${page.url()})`);
      await page.goBack();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      assertTrue(!page.url().includes('serviceId'), 'back closes the detail');

      await openService(ctx, 'Typing Tutor');
      assertEqual(
        await serviceActions(ctx),
        ['Login', 'Visit Typing Tutor', 'Learn More'],
        'a service that is not integrated: Login only',
      );
      await closeService(ctx);
      const typingTile = page
        .getByRole('region', { name: /^App Library/ })
        .getByRole('link', { name: /^Typing Tutor/ });
      await expectFocused(typingTile, 'the tile, after Escape');

      await openService(ctx, 'World Atlas');
      assertEqual(await serviceActions(ctx), ['Login', 'Visit World Atlas', 'Learn More'], 'a free service: Login');
      await closeService(ctx);

      // A direct link opens the detail, and so does ?app=<identifier>, or a hand-made
      // ?serviceId=<identifier> (shared/rules/app-deep-link.ts: the edge serves it the app's page).
      await visit(ctx, '/library?serviceId=2', /serviceId=2/);
      await expectVisible(page.getByRole('dialog', { name: 'Maths Quest' }), 'Maths Quest from a direct link');
      await visit(ctx, '/library?serviceId=spelling-bee', /serviceId=spelling-bee/);
      await expectVisible(
        page.getByRole('dialog', { name: 'Spelling Bee' }),
        'Spelling Bee from ?serviceId=<identifier>',
      );
      await visit(ctx, '/library?app=science-lab', /app=science-lab/);
      await expectVisible(page.getByRole('dialog', { name: 'Science Lab' }), 'Science Lab from ?app=');
      assertEqual(
        await serviceActions(ctx),
        ['Start a Trial', 'Login', 'Claim Activation Code', 'Register your class', 'Visit Science Lab', 'Learn More'],
        'the configured register button',
      );
      await closeService(ctx);
      assertTrue(!page.url().includes('app='), 'closing a directly opened detail clears the URL');
    },
  ),

  spec('library: a disabled service shows Coming Soon and no way to start', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/library', /\/library$/);
    const tile = page.getByRole('region', { name: /^App Library/ }).getByRole('link', { name: /^Coding Club/ });
    await expectVisible(tile.getByText('Coming Soon'), 'the Coming Soon badge on the tile');
    const dialog = await openService(ctx, 'Coding Club');
    await expectVisible(
      dialog.getByRole('heading', { name: 'Coming Soon' }).or(dialog.getByText('Coming Soon', { exact: true })),
      'Coming Soon in the detail',
    );
    assertEqual(await serviceActions(ctx), ['Visit Coding Club'], 'only the homepage for a disabled service');
  }),

  spec('library: a parent sees the child subscription message and the subscribe buttons', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    await expectVisible(
      page.getByRole('region', { name: /^My Apps/ }).getByRole('link', { name: /^Maths Quest/ }),
      'Maths Quest in My Apps',
    );

    const maths = await openService(ctx, 'Maths Quest');
    await expectVisible(
      maths.getByText("Your child's subscription grants you access"),
      "the child's subscription message",
    );
    assertEqual(
      await serviceActions(ctx),
      ['Open Maths Quest', 'Manage Subscriptions', 'Visit Maths Quest', 'Learn More'],
      "parent buttons when a child's subscription grants access",
    );
    await maths.getByRole('button', { name: 'Open Maths Quest' }).click();
    assertEqual(
      await maths.getByRole('link', { name: 'Open Maths Quest' }).getAttribute('href'),
      '/api/saml2/idp/login/2?RelayState=%2Fplay',
      "the parent's choice of where to open signs on to the app at its start page",
    );
    await closeService(ctx);

    await openService(ctx, 'Reading Rockets');
    assertEqual(
      await serviceActions(ctx),
      ['Subscribe or Start a Trial', 'Claim Activation Code', 'Visit Reading Rockets', 'Learn More'],
      'parent buttons without access',
    );
    await page.getByRole('link', { name: 'Subscribe or Start a Trial' }).click();
    await arriveAt(ctx, /\/products\/1\/subscribe$/);
  }),

  spec(
    'library: a teacher sees the expired-trial and expired-subscription warnings, a new trial and a quote',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      assertEqual(
        await userMenuEntries(ctx),
        ['My Account', 'School Management', 'App Library', 'Help', 'Contact Us', 'Logout'],
        'user menu of a teacher',
      );

      const science = await openService(ctx, 'Science Lab');
      await expectVisible(science.getByText(/^WARNING: Your free trial expired on /), 'the expired-trial warning');
      await expectVisible(science.getByText(/Call us on /), 'the phone contact line');
      assertEqual(
        await serviceActions(ctx),
        ['Request A New Free Trial', 'Request A Quote', 'Register your class', 'Visit Science Lab', 'Learn More'],
        'teacher buttons after an expired trial',
      );
      await closeService(ctx);

      // Demo Primary's Maths Quest subscription ended 30 days ago (bin/seed/school-access.ts).
      const maths = await openService(ctx, 'Maths Quest');
      await expectVisible(
        maths.getByText(/^WARNING: Your school's subscription expired on /),
        "the school's expired-subscription warning",
      );
      assertEqual(
        await serviceActions(ctx),
        ['Request A New Free Trial', 'Request A Quote', 'Visit Maths Quest', 'Learn More'],
        'teacher buttons after the school subscription expired',
      );
      await page.getByRole('link', { name: 'Request A Quote' }).click();
      await arriveAt(ctx, /\/school-quote\?app=2$/);
    },
  ),

  spec('library: a personal account sees its active trial and expired subscription', async (ctx) => {
    await login(ctx, { username: DEMO_ACCOUNTS.personal.username, password: DEMO_PASSWORD });
    const reading = await openService(ctx, 'Reading Rockets');
    await expectVisible(reading.getByText(/^Your free trial expires on /), 'the trial expiry');
    assertEqual(
      await serviceActions(ctx),
      [
        'Open Reading Rockets',
        'Subscribe',
        'Claim Activation Code',
        'Request A Quote',
        'Visit Reading Rockets',
        'Learn More',
      ],
      'personal buttons during a trial (§2: a quote while a trial is active)',
    );
    assertEqual(
      await reading.getByRole('link', { name: 'Open Reading Rockets' }).getAttribute('href'),
      '/api/saml2/idp/login/1?RelayState=%2Fplay',
      'a personal account opens the app directly through sign-on, at its start page',
    );
    await closeService(ctx);

    // A card subscription in its 7-day free trial: it converts, it does not expire, and it is no warning.
    const science = await openService(ctx, 'Science Lab');
    await expectVisible(
      science.getByText(/^Your subscription's free trial ends on .*; the first payment is then\.$/),
      "the subscription's trial end and first payment",
    );
    assertEqual(
      (await serviceActions(ctx)).filter((label) => label === 'Subscribe'),
      [],
      'no Subscribe: the account already has the subscription',
    );
    assertEqual(
      await science.getByText(/^Expires (soon|in \d+ days)$/).count(),
      0,
      'no expiry badge on a renewing trial',
    );
    await closeService(ctx);
    const scienceTile = ctx.page
      .getByRole('region', { name: /^App Library/ })
      .getByRole('link', { name: /^Science Lab/ });
    assertEqual(await scienceTile.getByText('Expires soon').count(), 0, "no red 'Expires soon' on the tile");

    const spelling = await openService(ctx, 'Spelling Bee');
    await expectVisible(
      spelling.getByText(/^WARNING: Your previous subscription expired on /),
      'the expired-subscription warning',
    );
    assertEqual(
      await serviceActions(ctx),
      ['Subscribe', 'Claim Activation Code', 'Request A Quote', 'Visit Spelling Bee'],
      'personal buttons after expiry',
    );
    // The quote page takes a personal account's request for the apps it trials or had, and only those.
    await ctx.page.getByRole('link', { name: 'Request A Quote' }).click();
    await arriveAt(ctx, /\/school-quote\?app=4$/);
    await expectVisible(ctx.page.getByRole('heading', { name: 'Request A Quote', level: 1 }), 'the quote page');
    await expectVisible(ctx.page.getByRole('checkbox', { name: 'Spelling Bee' }), 'the expired app, ticked');
    assertEqual(
      await ctx.page.getByRole('checkbox', { name: 'Maths Quest' }).count(),
      0,
      'no app the account never had',
    );

    // My Subscriptions names all three, each with why (the README's demo account): the Reading
    // Rockets trial, the Spelling Bee subscription that ended, and the Science Lab card subscription.
    await visit(ctx, '/account/subscriptions', /\/account\/subscriptions$/);
    const mine = ctx.page.getByRole('main');
    await expectVisible(mine.getByRole('heading', { name: /^Science Lab\s*Free Trial$/ }), 'Science Lab');
    await expectVisible(mine.getByRole('heading', { name: /^Reading Rockets\s*Free trial$/ }), 'the trial');
    await expectVisible(mine.getByRole('heading', { name: /^Spelling Bee\s*Ended$/ }), 'the ended one');
    await expectVisible(mine.getByText(/^WARNING: Your previous subscription expired on /), 'when it ended');
    await checkAt360(ctx, 'My Subscriptions');
  }),

  spec(
    'library: a link to an unknown app says it could not be found, and the message closes from the keyboard',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/library?serviceId=999', /serviceId=999$/);
      const dialog = page.getByRole('dialog', { name: 'App not found' });
      await expectVisible(dialog.getByText('This app could not be found.', { exact: true }), 'the not-found message');
      await expectFocused(dialog.locator(':focus'), 'something inside the dialog');
      await closeService(ctx);
      assertTrue(!page.url().includes('serviceId'), `closing clears the URL (${page.url()})`);
      await expectVisible(page.getByRole('region', { name: /^App Library/ }), 'the library behind it');

      await visit(ctx, '/library?app=no-such-app', /app=no-such-app$/);
      await expectVisible(page.getByRole('dialog', { name: 'App not found' }), 'the not-found message for ?app=');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      assertTrue(!page.url().includes('app='), `the focused Close button closes it (${page.url()})`);
    },
  ),
];
