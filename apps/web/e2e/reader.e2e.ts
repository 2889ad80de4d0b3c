import { randomUUID } from 'node:crypto';
import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import {
  AUTH_TEXTS,
  BUY_COINS_TEXTS,
  CATEGORY_LIST,
  PAGE_META,
  PAGING,
  PROFILE_TEXTS,
  READER_TEXTS,
  REWARD_TEXTS,
  SCREEN_TEXTS,
  TOAST,
} from '@byline/ui/constants';
import { BASE_URL } from './helpers/env';
import {
  articleLink,
  categoryId,
  expectCards,
  followButton,
  listedTitles,
  type MostRecentItem,
  type NewsItem,
  newsPage,
  publish,
  region,
  truncate,
  WELCOME_GRANT,
} from './helpers/reader';
import {
  api,
  authorTest,
  backendSession,
  LOGIN_SUCCESSFUL,
  newVerifiedAccount,
  toast,
} from './helpers/session';
import { expect, test } from './helpers/test';

/**
 * The reader's and the visitor's flows in the shipped production build, against real data: the seed of a fresh database plus articles
 * made through the API when a scenario needs a known number of them.
 */

const tag = () => randomUUID().slice(0, 8);

test.describe('reader', () => {
  test('home: every section shows articles from the server; a header category link opens that category', async ({
    page,
  }) => {
    const [latest, mostWatched, tourism, business, politics, technology] = await Promise.all([
      api<{ data: MostRecentItem[] }>('/api/News/mostRecentNews', {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      }),
      api<{ data: NewsItem[] }>('/api/News/mostWatchedNews'),
      categoryId('tourism').then((id) => newsPage(id, { limit: 3 })),
      categoryId('business').then((id) => newsPage(id, { limit: 3 })),
      categoryId('politics').then((id) => newsPage(id, { limit: 7 })),
      categoryId('technology').then((id) => newsPage(id, { limit: 4 })),
    ]);
    expect(mostWatched.data.length).toBeGreaterThanOrEqual(7);

    await page.goto('/');
    // Most Read features item 0 and fills its grid with items 1 to 6.
    await expectCards(region(page, READER_TEXTS.mostRead), mostWatched.data.slice(0, 7));
    await expectCards(region(page, READER_TEXTS.latestNews), latest.data.slice(0, 4));
    await expectCards(region(page, READER_TEXTS.tourism), tourism.data.slice(0, 3));
    await expectCards(region(page, READER_TEXTS.business), business.data.slice(0, 3));
    await expectCards(region(page, READER_TEXTS.politics), politics.data.slice(1, 7));
    await expectCards(region(page, READER_TEXTS.technology), technology.data.slice(0, 4));
    // Recommended For You takes most-watched items 7 to 10.
    await expectCards(region(page, READER_TEXTS.recommended), mostWatched.data.slice(7, 11));

    // A header category link: client-side to /news/politics, with Politics' own articles.
    const nav = page.getByRole('navigation', { name: READER_TEXTS.categoriesNav });
    await nav.getByRole('link', { name: CATEGORY_BY_SLUG.politics.navLabel, exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/news/politics`);
    await expect(
      page.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.politics.name }),
    ).toBeVisible();
    await expect(
      nav.getByRole('link', { name: CATEGORY_BY_SLUG.politics.navLabel, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    const firstPage = await newsPage(await categoryId('politics'), {
      limit: PAGING.categoryInitial,
    });
    await expect(listedTitles(page)).toHaveText(
      firstPage.data.map((item) => truncate(item.title, CATEGORY_LIST.title)),
    );

    // Tech is Technology's label; the list changes with the route.
    await nav
      .getByRole('link', { name: CATEGORY_BY_SLUG.technology.navLabel, exact: true })
      .click();
    await expect(page).toHaveURL(`${BASE_URL}/news/technology`);
    await expect(
      page.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.technology.name }),
    ).toBeVisible();
    const technologyPage = await newsPage(await categoryId('technology'), {
      limit: PAGING.categoryInitial,
    });
    await expect(listedTitles(page)).toHaveText(
      technologyPage.data.map((item) => truncate(item.title, CATEGORY_LIST.title)),
    );
  });

  authorTest(
    'category page: search narrows the list on the server; LOAD MORE appends the next page',
    async ({ page, author }) => {
      authorTest.setTimeout(90_000);
      const run = tag();
      // 14 articles in one category, newest last, all newer than the seed so they lead the list:
      // more than a first page of 10. Parts 1 to 12 carry a keyword for the search (parts 13 and
      // 14 do not, so the search's first page differs from the category's); part 5 has its own.
      const titles: string[] = [];
      for (let part = 1; part <= 14; part++) {
        const title = `Tideline survey ${run} part ${String(part).padStart(2, '0')}`;
        titles.push(title);
        const keywords = ['tideline'];
        if (part <= 12) keywords.push(`survey-${run}`);
        if (part === 5) keywords.push(`lone-${run}`);
        await publish(author.token, {
          title,
          category: CATEGORY_BY_SLUG.environment.name,
          keywords,
        });
      }
      const newestFirst = [...titles].reverse();
      const matchesNewestFirst = newestFirst.slice(2);
      const environment = await categoryId('environment');

      // The list's calls to the server: each one's search text, page size and cursor.
      const calls: { q: string | null; limit: string | null; cursor: string | null }[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/api/News/newsList') return;
        if (url.searchParams.get('category_id') !== String(environment)) return;
        const { searchParams: params } = url;
        calls.push({
          q: params.get('q'),
          limit: params.get('limit'),
          cursor: params.get('cursor'),
        });
      });
      const search = page.getByRole('searchbox', {
        name: READER_TEXTS.searchCategory(CATEGORY_BY_SLUG.environment.name),
      });
      /** Types a search and waits for the server's answer to it. */
      const searchFor = async (text: string) => {
        const answered = page.waitForResponse((response) => {
          const url = new URL(response.url());
          return (
            url.pathname === '/api/News/newsList' &&
            (url.searchParams.get('q') ?? '') === text &&
            !url.searchParams.has('cursor')
          );
        });
        await search.fill(text);
        expect((await answered).ok()).toBe(true);
      };

      await page.goto('/news/environment');
      await expect(
        page.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.environment.name }),
      ).toBeVisible();
      // The first page: the 10 newest, which are ours.
      await expect(listedTitles(page)).toHaveText(newestFirst.slice(0, PAGING.categoryInitial));
      // LOAD MORE is a link to the next page (for crawlers and readers without JavaScript).
      const loadMore = region(page, READER_TEXTS.articles).getByRole('link', {
        name: SCREEN_TEXTS.loadMore,
      });

      // LOAD MORE asks the server for the next 5 (by cursor) and appends them below the 10.
      const first = await newsPage(environment, { limit: PAGING.categoryInitial });
      const second = await newsPage(environment, {
        limit: PAGING.categoryStep,
        cursor: first.next_cursor,
      });
      expect(second.data.slice(0, 4).map((item) => item.title)).toEqual(newestFirst.slice(10));
      await loadMore.click();
      await expect(listedTitles(page)).toHaveText(
        [...first.data, ...second.data].map((item) => truncate(item.title, CATEGORY_LIST.title)),
      );
      expect(calls.filter((call) => call.cursor)).toEqual([
        { q: null, limit: String(PAGING.categoryStep), cursor: first.next_cursor },
      ]);

      // A search is answered by the server (spec: case-insensitive) and starts again at 10.
      await searchFor(`SURVEY-${run.toUpperCase()}`);
      await expect(listedTitles(page)).toHaveText(
        matchesNewestFirst.slice(0, PAGING.categoryInitial),
      );
      await loadMore.click();
      await expect(listedTitles(page)).toHaveText(matchesNewestFirst);
      // All 12 matches are shown: no more to load.
      await expect(loadMore).toHaveCount(0);

      // A narrower search: the one article with its own keyword.
      await searchFor(`lone-${run}`);
      await expect(listedTitles(page)).toHaveText([titles[4] as string]);
      await expect(loadMore).toHaveCount(0);

      // Nothing matches: the spec's empty text.
      await searchFor(`nothing-matches-${run}`);
      await expect(page.getByText(SCREEN_TEXTS.categoryEmpty, { exact: true })).toBeVisible();
      await expect(listedTitles(page)).toHaveCount(0);

      // Clearing the search brings back the category's first page, 10 again.
      await search.fill('');
      await expect(listedTitles(page)).toHaveText(newestFirst.slice(0, PAGING.categoryInitial));
      await expect(loadMore).toBeVisible();
    },
  );

  authorTest(
    'article page: opening an article from its category shows its title, body and author',
    async ({ page, author }) => {
      const title = `Night ferry timetable returns ${tag()}`;
      const newsId = await publish(author.token, {
        title,
        category: CATEGORY_BY_SLUG.tourism.name,
        description: 'The harbour’s night crossing is back for the summer.',
        content:
          '<p>The first crossing leaves at ten.</p><h2>Tickets</h2><p>Tickets go on sale on Friday.</p>',
      });
      const profile = await api<{ data: { full_name: string } }>('/api/User/userDetails', {
        method: 'POST',
        body: JSON.stringify({ user_id: author.userId }),
        headers: { 'Content-Type': 'application/json' },
        token: author.token,
      });

      await page.goto('/news/tourism');
      await articleLink(region(page, READER_TEXTS.articles), newsId).click();
      await expect(page).toHaveURL(`${BASE_URL}/article/${newsId}`);
      const headline = page.getByRole('heading', { level: 1, name: title });
      await expect(headline).toBeVisible();
      const article = page.getByRole('article').filter({ has: headline });
      await expect(article.getByText('The first crossing leaves at ten.')).toBeVisible();
      await expect(article.getByRole('heading', { level: 2, name: 'Tickets' })).toBeVisible();
      await expect(article.getByText('Tickets go on sale on Friday.')).toBeVisible();
      await expect(
        article.getByRole('link', { name: CATEGORY_BY_SLUG.tourism.name }),
      ).toHaveAttribute('href', '/news/tourism');
      const byline = article.getByRole('link', { name: profile.data.full_name, exact: true });
      await expect(byline).toHaveAttribute('href', `/profile/${author.userId}`);
      // The page opens at its top, not where the list was scrolled.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // The author reads their own article: nobody rewards or follows themselves.
      await expect(article.getByRole('button', { name: READER_TEXTS.rewardAuthor })).toHaveCount(0);

      // An article that does not exist: the product's not-found page, not a blank one.
      await page.goto('/article/987654321');
      await expect(
        page.getByRole('heading', { level: 1, name: READER_TEXTS.articleNotFoundTitle }),
      ).toBeVisible();
    },
  );

  test('article page: one reader cannot push an article up Most Read by opening it again and again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The product shows no view count; the most-watched list orders by it (then by newest id).
    // A query string the endpoint ignores keeps each look past the server's 1 s read cache.
    let look = 0;
    const ranking = async () =>
      (await api<{ data: NewsItem[] }>(`/api/News/mostWatchedNews?look=${look++}`)).data.map(
        (item) => item.id,
      );
    const initial = await ranking();
    expect(initial.length).toBeGreaterThanOrEqual(3);
    const last = initial.at(-1) as number;

    // This reader's first look may count; the 300 after it the same day add nothing (300 such
    // requests used to move an article from second to first).
    await api(`/api/News/newsDetails?news_id=${last}`);
    const afterFirstLook = await ranking();
    for (let opened = 0; opened < 300; opened++) {
      await api(`/api/News/newsDetails?news_id=${last}`);
    }
    expect(await ranking()).toEqual(afterFirstLook);

    // A reader opens an article: the server reads it once for the page, and the browser,
    // which has it in the page, asks for nothing again.
    const article = (await api<{ data: NewsItem }>(`/api/News/newsDetails?news_id=${initial[0]}`))
      .data;
    const detailsCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/News/newsDetails')) detailsCalls.push(request.url());
    });
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(detailsCalls).toEqual([]);

    // Going on to another article inside the app: exactly one details call, for that one.
    const next = (await api<{ data: NewsItem }>(`/api/News/newsDetails?news_id=${initial[1]}`))
      .data;
    await page.goto('/');
    await articleLink(region(page, READER_TEXTS.mostRead), next.id).first().click();
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(detailsCalls).toEqual([`${BASE_URL}/api/News/newsDetails?news_id=${next.id}`]);
  });

  test('an unknown path shows the not-found page, which leads home', async ({ page }) => {
    const path = '/no-such-page/at-all';
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: READER_TEXTS.notFoundTitle }),
    ).toBeVisible();
    await expect(page.getByText(READER_TEXTS.notFoundText)).toBeVisible();
    await expect(page).toHaveTitle(PAGE_META.pageTitle(READER_TEXTS.notFoundTitle));
    await expect(page).toHaveURL(`${BASE_URL}${path}`);
    await page.getByRole('link', { name: READER_TEXTS.backHome }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(region(page, READER_TEXTS.mostRead)).toBeVisible();
  });

  authorTest(
    "Buy Coins on one's profile says payments are not enabled and leads back",
    async ({ page }) => {
      await page.goto('/profile');
      await page.getByRole('link', { name: PROFILE_TEXTS.buyCoins }).click();
      await expect(page).toHaveURL(`${BASE_URL}/buy-coins`);
      await expect(
        page.getByRole('heading', { level: 1, name: BUY_COINS_TEXTS.title }),
      ).toBeVisible();
      await expect(page).toHaveTitle(PAGE_META.pageTitle(BUY_COINS_TEXTS.title));
      await expect(page.getByText(BUY_COINS_TEXTS.paymentsOffTitle)).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: READER_TEXTS.notFoundTitle }),
      ).toHaveCount(0);

      await page.getByRole('link', { name: PROFILE_TEXTS.back }).click();
      await expect(page).toHaveURL(`${BASE_URL}/profile`);
      await expect(page.getByRole('link', { name: PROFILE_TEXTS.buyCoins })).toBeVisible();
    },
  );

  test('Back after scrolling down a category list returns to the same place', async ({ page }) => {
    await page.goto('/news/world');
    const links = listedTitles(page);
    await expect(links).toHaveCount(PAGING.categoryInitial);

    // Scroll down until the eighth article is near the top of the window, and open it.
    const eighth = links.nth(7);
    const target = await eighth.evaluate((link) =>
      Math.round(link.getBoundingClientRect().top + window.scrollY - 150),
    );
    expect(target).toBeGreaterThan(600);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
    const scrolled = target;
    const title = (await eighth.textContent()) ?? '';
    await eighth.click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      title.replace(/\.\.\.$/, ''),
    );
    // The article opens at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(`${BASE_URL}/news/world`);
    await expect(links).toHaveCount(PAGING.categoryInitial);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
    await expect(eighth).toBeInViewport();
  });

  test('a page opened fresh in the same tab starts at its top, not where the last page was', async ({
    page,
  }) => {
    await page.goto('/news/world');
    const links = listedTitles(page);
    await expect(links).toHaveCount(PAGING.categoryInitial);
    const eighth = links.nth(7);
    const target = await eighth.evaluate((link) =>
      Math.round(link.getBoundingClientRect().top + window.scrollY - 150),
    );
    expect(target).toBeGreaterThan(600);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
    const href = (await eighth.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/article\/\d+$/);
    const title = (await eighth.textContent()) ?? '';

    // Typed into the address bar: a new document in the same tab opens at the top, with the
    // article's headline in view (it used to open where the list was, past the headline).
    await page.goto(href);
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toContainText(title.replace(/\.\.\.$/, ''));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(headline).toBeInViewport();
  });

  test('Back to a list paged with LOAD MORE shows every page again, at the same place', async ({
    page,
  }) => {
    await page.goto('/news/world');
    const links = listedTitles(page);
    await expect(links).toHaveCount(PAGING.categoryInitial);
    await region(page, READER_TEXTS.articles)
      .getByRole('link', { name: SCREEN_TEXTS.loadMore })
      .click();
    const shown = PAGING.categoryInitial + PAGING.categoryStep;
    await expect(links).toHaveCount(shown);

    // Open the 13th article, one the first page did not have.
    const thirteenth = links.nth(12);
    const title = (await thirteenth.textContent()) ?? '';
    await thirteenth.scrollIntoViewIfNeeded();
    await thirteenth.click();
    await expect(page).toHaveURL(/\/article\/\d+$/);

    await page.goBack();
    await expect(page).toHaveURL(`${BASE_URL}/news/world`);
    await expect(links).toHaveCount(shown);
    await expect(links.nth(12)).toHaveText(title);
    await expect(links.nth(12)).toBeInViewport();
  });

  test('a toast shows at the top right and closes by itself after about 5 seconds', async ({
    page,
  }) => {
    const account = await newVerifiedAccount('toast');
    // The page itself times the toast (a busy machine can make the test see it late): when a
    // notification holding the text enters the document and when it leaves.
    await page.addInitScript((text) => {
      const times: { shown?: number; gone?: number } = {};
      Object.assign(window, { toastTimes: times });
      new MutationObserver(() => {
        const present = [...document.querySelectorAll('.mantine-Notification-root')].some((node) =>
          node.textContent?.includes(text),
        );
        if (present) times.shown ??= performance.now();
        else if (times.shown !== undefined) times.gone ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    }, LOGIN_SUCCESSFUL);
    await page.goto('/login');
    await page
      .getByRole('textbox', { name: AUTH_TEXTS.emailLabel, exact: true })
      .fill(account.email);
    await page
      .getByRole('textbox', { name: AUTH_TEXTS.passwordLabel, exact: true })
      .fill(account.password);
    await page.getByRole('button', { name: AUTH_TEXTS.loginButton, exact: true }).click();
    const shown = toast(page, LOGIN_SUCCESSFUL);
    await expect(shown).toBeVisible();
    // Keep the pointer off the toast: hovering pauses Mantine's timer.
    await page.mouse.move(10, 450);

    // Top right: against the viewport's top and right edges.
    const box = await shown.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.y).toBeLessThan(80);
      expect(viewport.width - (box.x + box.width)).toBeLessThan(80);
      expect(box.x).toBeGreaterThan(viewport.width / 2);
    }

    // Gone by itself, about 5 s after it appeared (its closing transition included).
    await expect(shown).toHaveCount(0, { timeout: TOAST.autoCloseMs + 5_000 });
    const times = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
    );
    const closedAfter = times.gone - times.shown;
    expect(closedAfter).toBeGreaterThan(TOAST.autoCloseMs - 500);
    expect(closedAfter).toBeLessThan(TOAST.autoCloseMs + 2_000);
  });
});

test.describe('signed-in visitor', () => {
  /** Another author: a verified account with a name, a bio and two published articles. */
  async function otherAuthor(): Promise<{
    userId: number;
    fullName: string;
    articles: { id: number; title: string; category: string }[];
  }> {
    const credentials = await newVerifiedAccount('columnist');
    const { token, userId } = await backendSession(credentials);
    const fullName = `Cora Columnist ${tag()}`;
    const form = new FormData();
    form.set('full_name', fullName);
    form.set('author_bio', 'Writes about markets and mountains.');
    await api('/api/User/updateProfile', { method: 'POST', body: form, token });
    const articles = [
      {
        title: `Market day moves to the square ${tag()}`,
        category: CATEGORY_BY_SLUG.business.name,
      },
      {
        title: `Snow returns to the high passes ${tag()}`,
        category: CATEGORY_BY_SLUG.tourism.name,
      },
    ];
    const ids: number[] = [];
    for (const article of articles) ids.push(await publish(token, article));
    return {
      userId,
      fullName,
      articles: articles.map((article, index) => ({ ...article, id: ids[index] as number })),
    };
  }

  authorTest(
    'public profile of another author: name, Journalist, stats, articles by category, Follow and Reward with Coin',
    async ({ page, author }) => {
      const other = await otherAuthor();

      await page.goto(`/profile/${other.userId}`);
      const card = page.getByRole('region', { name: PROFILE_TEXTS.authorRegion });
      await expect(card.getByRole('heading', { level: 1, name: other.fullName })).toBeVisible();
      // Another author's page says Journalist, not their email.
      await expect(card.getByText(SCREEN_TEXTS.journalist, { exact: true })).toBeVisible();
      await expect(card.getByText('Writes about markets and mountains.')).toBeVisible();
      const stat = (label: string) =>
        card.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(stat(PROFILE_TEXTS.statArticles).locator('dd')).toHaveText('2');
      await expect(stat(PROFILE_TEXTS.statFollowers).locator('dd')).toHaveText('0');
      // Every account starts with the welcome grant (ADR 0015).
      await expect(stat(PROFILE_TEXTS.statWallet).locator('dd')).toHaveText(String(WELCOME_GRANT));

      // Visitors see Follow and Reward with Coin, never the owner's buttons.
      const follow = followButton(card, other.fullName);
      const reward = card.getByRole('button', { name: PROFILE_TEXTS.rewardWithCoin, exact: true });
      await expect(follow).toBeVisible();
      await expect(reward).toBeVisible();
      await expect(page.getByRole('link', { name: PROFILE_TEXTS.editProfile })).toHaveCount(0);
      await expect(page.getByRole('link', { name: PROFILE_TEXTS.buyCoins })).toHaveCount(0);
      await expect(page.getByRole('link', { name: PROFILE_TEXTS.createArticle })).toHaveCount(0);

      // The author's articles, and the category chips narrowing them.
      await expect(
        page.getByRole('heading', { name: `List of ${other.fullName}'s Articles:` }),
      ).toBeVisible();
      const list = page.getByTestId('profile-articles');
      for (const article of other.articles) {
        await expect(articleLink(list, article.id)).toBeVisible();
      }
      await page
        .getByRole('group', { name: PROFILE_TEXTS.categoryFilter })
        .getByText(CATEGORY_BY_SLUG.tourism.name)
        .click();
      await expect(list.getByRole('article')).toHaveCount(1);
      await expect(articleLink(list, other.articles[1]?.id ?? 0)).toBeVisible();

      // Follow counts at once; Reward with Coin opens the dialog.
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(stat(PROFILE_TEXTS.statFollowers).locator('dd')).toHaveText('1');
      await reward.click();
      const dialog = page.getByRole('dialog', { name: REWARD_TEXTS.title(other.fullName) });
      await expect(dialog.getByText(REWARD_TEXTS.balance(WELCOME_GRANT))).toBeVisible();
      await dialog.getByRole('button', { name: REWARD_TEXTS.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${BASE_URL}/profile/${other.userId}`);
      await expect(card.getByRole('heading', { level: 1, name: other.fullName })).toBeVisible();

      // An article card opens the article.
      await articleLink(list, other.articles[1]?.id ?? 0).click();
      await expect(
        page.getByRole('heading', { level: 1, name: other.articles[1]?.title }),
      ).toBeVisible();

      // One's own public page is one's profile.
      await page.goto(`/profile/${author.userId}`);
      await expect(page).toHaveURL(`${BASE_URL}/profile`);
    },
  );

  authorTest(
    'header account menu: click and keyboard, Escape returns focus; at 390 px the burger drawer',
    async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: READER_TEXTS.accountMenu });
      const menu = page.getByRole('menu');
      const myProfile = page.getByRole('menuitem', { name: READER_TEXTS.myProfile });

      // A click opens it (the menu's code loads on this first click), a second click closes it.
      await button.click();
      await expect(menu).toBeVisible();
      await expect(myProfile).toBeVisible();
      await expect(page.getByRole('menuitem', { name: READER_TEXTS.logout })).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await button.click();
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // A click outside closes it.
      await button.click();
      await expect(menu).toBeVisible();
      await page.getByRole('heading', { name: READER_TEXTS.mostRead }).click();
      await expect(menu).toBeHidden();

      // Keyboard: Enter opens it, Escape closes it and focus goes back to the button.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Space opens it too; the arrow keys move through the items; Enter on My Profile goes there.
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem').first()).toBeFocused();
      await expect(myProfile).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${BASE_URL}/profile`);
      await expect(menu).toBeHidden();

      // 390 px: no category links in the header; the burger opens the drawer with them.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: READER_TEXTS.categoriesNav })).toBeHidden();
      const burger = page.getByRole('button', { name: READER_TEXTS.openMenu });
      await expect(burger).toBeVisible();
      await burger.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      const drawerNav = drawer.getByRole('navigation', { name: READER_TEXTS.menuNav });
      await expect(
        drawerNav.getByRole('link', { name: CATEGORY_BY_SLUG.technology.navLabel, exact: true }),
      ).toBeVisible();
      await expect(drawerNav.getByRole('link', { name: READER_TEXTS.myProfile })).toBeVisible();
      await expect(drawerNav.getByRole('button', { name: READER_TEXTS.logout })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(burger).toBeFocused();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');

      // By keyboard as well, and a link in it navigates and closes it.
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await drawerNav
        .getByRole('link', { name: CATEGORY_BY_SLUG.technology.navLabel, exact: true })
        .click();
      await expect(page).toHaveURL(`${BASE_URL}/news/technology`);
      await expect(drawer).toBeHidden();
      await expect(
        page.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.technology.name }),
      ).toBeVisible();
    },
  );
});
