import {
  CATEGORY_BY_SLUG,
  FEED_PATHS,
  SUCCESS_MESSAGES,
  tagSlug,
} from '@byline/api-client/contract';
import {
  AUTHORING_TEXTS,
  BODY_IMAGE_TEXTS,
  READER_TEXTS,
  SHARING_TEXTS,
} from '@byline/ui/constants';
import { chooseCategory, editor, openNewArticle, tag } from './helpers/editor';
import { BASE_URL } from './helpers/env';
import { makeImage } from './helpers/images';
import { authorTest as test, toast } from './helpers/session';
import { expect } from './helpers/test';

/**
 * Tags and sharing (docs/product.md#tags-and-sharing), in the real stack: an author publishes an
 * article with a keyword and a captioned picture; its page shows the figure, links the keyword to
 * its tag page, which lists the article, as does the tag's feed; Copy link copies the canonical
 * URL.
 */
test('a keyword leads to its tag page and feed; a captioned picture is published; Copy link copies the canonical URL', async ({
  page,
  context,
}) => {
  const run = tag();
  const title = `Harbour lights return ${run}`;
  const keyword = `Harbour Lights ${run}`;
  const slug = tagSlug(keyword);
  const alt = `Lanterns along the quay ${run}`;
  const caption = `The quay at dusk, ${run}.`;

  // Write: title, keyword, category, a body with a picture given alt text and a caption.
  await openNewArticle(page);
  const form = editor(page);
  await form.title.fill(title);
  await page
    .getByRole('textbox', { name: AUTHORING_TEXTS.keywordsLabel, exact: true })
    .fill(`${keyword}, ferries`);
  await chooseCategory(page, CATEGORY_BY_SLUG.world.name);
  await form.body.click();
  await page.keyboard.type('The lanterns are back on the quay after ten years.');
  await page.getByTestId('body-image-input').setInputFiles({
    name: 'lanterns.png',
    mimeType: 'image/png',
    buffer: await makeImage('png', { r: 200, g: 120, b: 40 }),
  });
  // Once uploaded, the picture is selected and its details are offered.
  const details = page.getByRole('group', { name: BODY_IMAGE_TEXTS.detailsHeading });
  await details.getByRole('textbox', { name: BODY_IMAGE_TEXTS.altLabel }).fill(alt);
  await details.getByRole('textbox', { name: BODY_IMAGE_TEXTS.captionLabel }).fill(caption);
  await expect(form.body.locator('figure figcaption')).toHaveText(caption);

  await page.getByRole('button', { name: AUTHORING_TEXTS.publish, exact: true }).click();
  await expect(toast(page, SUCCESS_MESSAGES.articlePublished)).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/profile`);
  const href = await page.getByRole('link', { name: title }).first().getAttribute('href');
  expect(href).toMatch(/^\/article\/\d+$/);

  // The published page: the figure with its alt text and caption, server-rendered.
  const served = await page.request.get(String(href));
  expect(await served.text()).toContain(`<figcaption>${caption}</figcaption>`);
  // The clipboard is the page's from its start (granted once it is open, a busy run saw the copy refused).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.goto(String(href));
  const figure = page.locator('article figure').filter({ has: page.locator('figcaption') });
  await expect(figure.getByRole('img', { name: alt })).toBeVisible();
  await expect(figure.locator('figcaption')).toHaveText(caption);

  // Copy link copies the page's canonical URL, and says so.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`${href}$`));
  await page.getByRole('button', { name: SHARING_TEXTS.copyLink }).click();
  await expect(toast(page, SHARING_TEXTS.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

  // The keyword is a tag, leading to its page, which lists the article.
  const tags = page.getByRole('navigation', { name: SHARING_TEXTS.tagsHeading });
  await tags.getByRole('link', { name: SHARING_TEXTS.tag(keyword) }).click();
  await expect(page).toHaveURL(`${BASE_URL}/tag/${slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: SHARING_TEXTS.tag(keyword) }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: READER_TEXTS.articles }).getByRole('link', { name: title }),
  ).toHaveAttribute('href', String(href));

  // Its address as typed redirects to the slug's.
  const typed = await page.request.get(`/tag/${encodeURIComponent(keyword)}`, { maxRedirects: 0 });
  expect(typed.status()).toBe(301);
  expect(typed.headers().location).toBe(`/tag/${slug}`);

  // The tag's feed lists it.
  const feed = await page.request.get(FEED_PATHS.tagFeed(slug));
  expect(feed.status()).toBe(200);
  const rss = await feed.text();
  expect(rss).toContain(String(href));
  expect(rss).toContain(title);
});
