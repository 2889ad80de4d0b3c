import { randomUUID } from 'node:crypto';
import { CATEGORY_BY_SLUG, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import {
  AUTHORING_TEXTS,
  CHECK_TEXTS,
  PROFILE_TEXTS,
  READER_TEXTS,
  SCREEN_TEXTS,
  VALIDATION_MESSAGES,
} from '@byline/ui/constants';
import type { Page, Response } from '@playwright/test';
import { BASE_URL } from './helpers/env';
import { averageColour, closeColours, makeImage, type Rgb } from './helpers/images';
import { authorTest as test, toast } from './helpers/session';
import { expect } from './helpers/test';

const ADDNEWS = '/api/News/addNews';
const tag = () => randomUUID().slice(0, 6);

test.describe.configure({ mode: 'serial' });

/** The editor's fields, by their labels. */
function editor(page: Page) {
  return {
    title: page.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel, exact: true }),
    keywords: page.getByRole('textbox', { name: AUTHORING_TEXTS.keywordsLabel, exact: true }),
    creators: page.getByRole('textbox', { name: AUTHORING_TEXTS.creatorsLabel, exact: true }),
    description: page.getByRole('textbox', { name: AUTHORING_TEXTS.descriptionLabel, exact: true }),
    video: page.getByRole('textbox', { name: /^Video link/ }),
    category: page.getByRole('combobox', { name: AUTHORING_TEXTS.categoryLabel, exact: true }),
    body: page.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel }),
    saveDraft: page.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft, exact: true }),
    publish: page.getByRole('button', { name: AUTHORING_TEXTS.publish, exact: true }),
  };
}

async function chooseCategory(page: Page, name: string) {
  await editor(page).category.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(editor(page).category).toHaveValue(name);
}

async function openNewArticle(page: Page) {
  await page.goto('/new-article');
  await expect(page.getByRole('heading', { name: SCREEN_TEXTS.editorNewHeading })).toBeVisible();
  // The body editor mounts after the page; the categories arrive from the server.
  await expect(editor(page).body).toBeVisible();
}

async function openDrafts(page: Page) {
  await page.getByRole('tab', { name: AUTHORING_TEXTS.draftsTab }).click();
  await expect(page.getByRole('tab', { name: AUTHORING_TEXTS.draftsTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** What the save call answered (status 200 and the saved article's id and state). */
async function savedArticle(response: Response) {
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    status: number;
    data: { news_id: number; status: string };
  };
  expect(body.status).toBe(200);
  return body.data;
}

const draftCard = (page: Page, title: string) =>
  page
    .getByRole('tabpanel', { name: AUTHORING_TEXTS.draftsTab })
    .getByRole('article', { name: title });

/** Fetches a picture the page shows and returns its average colour. */
async function shownColour(page: Page, src: string | null): Promise<Rgb> {
  expect(src).toBeTruthy();
  const response = await page.request.get(new URL(src ?? '', BASE_URL).toString());
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  return averageColour(await response.body());
}

test('2. edit profile: a new name, bio and avatar show on /profile', async ({ page, author }) => {
  const fullName = `Ada Reporter ${tag()}`;
  const bio = 'Covers harbours, ferries and the night shift.\nBased on the coast.';
  const avatarColour = { r: 200, g: 40, b: 120 };
  const avatar = await makeImage('png', avatarColour, { width: 240, height: 240 });

  await page.goto('/profile/edit');
  // The form fills from the server: the read-only email shows the author's address.
  await expect(page.getByRole('textbox', { name: PROFILE_TEXTS.emailLabel })).toHaveValue(
    author.credentials.email,
  );
  await expect(page.getByRole('textbox', { name: PROFILE_TEXTS.emailLabel })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(page.getByRole('textbox', { name: PROFILE_TEXTS.phoneLabel })).toHaveAttribute(
    'readonly',
    '',
  );

  // An empty name is refused with its warning.
  const nameField = page.getByRole('textbox', { name: PROFILE_TEXTS.nameLabel });
  await nameField.fill('');
  await page.getByRole('button', { name: PROFILE_TEXTS.saveButton }).click();
  await expect(page.getByText(VALIDATION_MESSAGES.fullNameRequired, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/profile/edit`);

  await nameField.fill(fullName);
  await page.getByRole('textbox', { name: PROFILE_TEXTS.bioLabel }).fill(bio);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: PROFILE_TEXTS.changeAvatar }).click();
  await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: avatar });
  await expect(page.getByRole('img', { name: PROFILE_TEXTS.avatarPreviewAlt })).toBeVisible();

  await page.getByRole('button', { name: PROFILE_TEXTS.saveButton }).click();
  await expect(toast(page, SUCCESS_MESSAGES.profileSaved)).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/profile`);

  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByText('Covers harbours, ferries and the night shift.')).toBeVisible();
  await expect(page.getByText(author.credentials.email)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `List of ${fullName}'s Articles:` }),
  ).toBeVisible();
  // The avatar is the uploaded picture, served by the server and shown.
  const avatarImage = page.getByRole('img', { name: fullName });
  await expect(avatarImage).toBeVisible();
  await expect
    .poll(() => avatarImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const colour = await shownColour(page, await avatarImage.getAttribute('src'));
  expect(closeColours(colour, avatarColour), JSON.stringify(colour)).toBe(true);

  // And it stays after a reload (it came from the server, not from the form).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
});

test('5. the editor requires a category', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(ADDNEWS)) saves.push(request.method());
  });
  await openNewArticle(page);
  const form = editor(page);
  await expect(form.category).toHaveAttribute('required', '');
  await form.title.fill(`No category ${tag()}`);

  await form.saveDraft.click();
  await expect(page.getByText(VALIDATION_MESSAGES.categoryRequired, { exact: true })).toBeVisible();
  await expect(form.category).toHaveAttribute('aria-invalid', 'true');
  await form.publish.click();
  await expect(page.getByText(VALIDATION_MESSAGES.categoryRequired, { exact: true })).toBeVisible();
  expect(saves).toEqual([]);
  await expect(toast(page, SUCCESS_MESSAGES.articleSavedAsDraft)).toHaveCount(0);
  await expect(toast(page, SUCCESS_MESSAGES.articlePublished)).toHaveCount(0);
});

test('3. write, save as draft, edit, publish; see it on /profile, its category page and its article page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Harbour lights return to the old port ${tag()}`;
  const finalTitle = `${title} (updated)`;
  const description = 'After a decade in the dark, the old port switches its lamps back on.';
  const coverColour = { r: 30, g: 110, b: 190 };
  const cover = await makeImage('jpeg', coverColour);
  const coverAlt = 'Lamps lit along the harbour wall at dusk';
  const imageAlt = page.getByRole('textbox', { name: AUTHORING_TEXTS.imageAltLabel, exact: true });

  await openNewArticle(page);
  const form = editor(page);
  await form.title.fill(title);
  await form.keywords.fill('harbour,  night shift , , lamps');
  await form.creators.fill('Ada Reporter, Photo Desk');
  await form.description.fill(description);
  await form.video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await chooseCategory(page, CATEGORY_BY_SLUG.technology.name);
  const chooseCover = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: AUTHORING_TEXTS.imageLabel, exact: true }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
  };
  // A picture smaller than a cover may be is refused in the editor, with its size.
  await chooseCover('thumb.jpg', await makeImage('jpeg', coverColour, { width: 120, height: 80 }));
  await expect(page.getByText(CHECK_TEXTS.coverTooSmall(120, 80))).toBeVisible();
  await expect(page.getByText('thumb.jpg')).toHaveCount(0);
  await chooseCover('cover.jpg', cover);
  await expect(page.getByText('cover.jpg')).toBeVisible();
  await expect(page.getByText(CHECK_TEXTS.coverTooSmall(120, 80))).toHaveCount(0);
  await imageAlt.fill(coverAlt);

  // Formatted text through the toolbar: a bold phrase and a second-level heading.
  await form.body.click();
  await page.keyboard.type('The lamps were lit at dusk with ');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('every harbour crane');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type(' watching.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Heading 2', exact: true }).click();
  await page.keyboard.type('What comes next');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The council meets on Monday.');
  await expect(form.body.locator('strong')).toHaveText('every harbour crane');
  await expect(form.body.locator('h2')).toHaveText('What comes next');

  // Save as draft: the server stores a draft (is_draft true); the drafts tab shows it.
  const draftSave = page.waitForResponse((r) => r.url().includes(ADDNEWS));
  await form.saveDraft.click();
  const saved = await savedArticle(await draftSave);
  expect(saved.status).toBe('draft');
  await expect(toast(page, SUCCESS_MESSAGES.articleSavedAsDraft)).toBeVisible();
  await openDrafts(page);
  const card = draftCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText(AUTHORING_TEXTS.draftBadge, { exact: true })).toBeVisible();
  await expect(card.getByText(description)).toBeVisible();

  // Edit: the draft loads into the create tab, lists joined with commas.
  await card.getByRole('button', { name: AUTHORING_TEXTS.editDraft(title) }).click();
  await expect(page.getByRole('tab', { name: AUTHORING_TEXTS.createTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: SCREEN_TEXTS.editorEditHeading })).toBeVisible();
  await expect(page.getByText(SCREEN_TEXTS.editorEditingNotice)).toBeVisible();
  await expect(form.title).toHaveValue(title);
  await expect(form.keywords).toHaveValue('harbour, night shift, lamps');
  await expect(form.creators).toHaveValue('Ada Reporter, Photo Desk');
  await expect(form.description).toHaveValue(description);
  await expect(imageAlt).toHaveValue(coverAlt);
  await expect(form.category).toHaveValue(CATEGORY_BY_SLUG.technology.name);
  await expect(form.body.locator('strong')).toHaveText('every harbour crane');
  await expect(form.body.locator('h2')).toHaveText('What comes next');

  // Publish the edited draft: saved with news_id, then published; the author goes to /profile.
  await form.title.fill(finalTitle);
  const update = page.waitForResponse((r) => r.url().includes(ADDNEWS));
  const publishCall = page.waitForRequest((r) => r.url().includes('/api/News/publishDraftNews'));
  await form.publish.click();
  // The same article is updated (not a second one created), then published.
  expect(await savedArticle(await update)).toMatchObject({
    news_id: saved.news_id,
    status: 'draft',
  });
  const { news_id: newsId } = (await publishCall).postDataJSON() as { news_id: number };
  expect(newsId).toBe(saved.news_id);
  await expect(toast(page, SUCCESS_MESSAGES.articlePublished)).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/profile`);

  // On /profile, linking to its article page.
  const profileCard = page.getByRole('link', { name: finalTitle });
  await expect(profileCard).toBeVisible();
  await expect(profileCard).toHaveAttribute('href', `/article/${newsId}`);

  // No longer among the drafts.
  await page.goto('/new-article');
  await openDrafts(page);
  await expect(page.getByRole('tabpanel', { name: AUTHORING_TEXTS.draftsTab })).not.toContainText(
    title,
  );

  // On its category page.
  await page.goto('/news/technology');
  await expect(
    page.getByRole('heading', { level: 1, name: CATEGORY_BY_SLUG.technology.name }),
  ).toBeVisible();
  const listed = page
    .getByRole('region', { name: READER_TEXTS.articles })
    .getByRole('link', { name: finalTitle });
  await expect(listed).toBeVisible();
  await expect(listed).toHaveAttribute('href', `/article/${newsId}`);

  // On its article page, formatted, with its cover picture.
  await listed.click();
  await expect(page).toHaveURL(`${BASE_URL}/article/${newsId}`);
  const headline = page.getByRole('heading', { level: 1, name: finalTitle });
  await expect(headline).toBeVisible();
  const article = page.getByRole('article').filter({ has: headline });
  await expect(article.locator('strong', { hasText: 'every harbour crane' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'What comes next' })).toBeVisible();
  await expect(article.getByText('The council meets on Monday.')).toBeVisible();
  const coverImage = article.locator('figure img').first();
  // Described as its author wrote, for readers and for share cards.
  await expect(coverImage).toHaveAttribute('alt', coverAlt);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', coverAlt);
  await expect
    .poll(() => coverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const colour = await shownColour(page, await coverImage.getAttribute('src'));
  expect(closeColours(colour, coverColour), JSON.stringify(colour)).toBe(true);
  // The video link plays in the no-cookie player, built from the video's id.
  await expect(article.locator('iframe[title="Embedded YouTube video"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
});

test('4. delete another draft through the confirm dialog', async ({ page }) => {
  const keep = `Draft to keep ${tag()}`;
  const doomed = `Draft to delete ${tag()}`;
  await openNewArticle(page);
  for (const title of [keep, doomed]) {
    await editor(page).title.fill(title);
    await editor(page).description.fill(`${title}: a short note.`);
    await chooseCategory(page, CATEGORY_BY_SLUG.politics.name);
    await editor(page).saveDraft.click();
    await expect(toast(page, SUCCESS_MESSAGES.articleSavedAsDraft).first()).toBeVisible();
    await expect(draftCard(page, title)).toBeVisible();
    await page.getByRole('tab', { name: AUTHORING_TEXTS.createTab }).click();
  }
  await openDrafts(page);

  // Cancelling the dialog keeps the draft.
  await draftCard(page, doomed)
    .getByRole('button', { name: AUTHORING_TEXTS.deleteDraft(doomed) })
    .click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(VALIDATION_MESSAGES.deleteDraftConfirm);
  await dialog.getByRole('button', { name: AUTHORING_TEXTS.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(draftCard(page, doomed)).toBeVisible();

  // Confirming deletes it: the toast, and it leaves the list (for good).
  await draftCard(page, doomed)
    .getByRole('button', { name: AUTHORING_TEXTS.deleteDraft(doomed) })
    .click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(VALIDATION_MESSAGES.deleteDraftConfirm);
  await dialog.getByRole('button', { name: AUTHORING_TEXTS.delete, exact: true }).click();
  await expect(toast(page, SUCCESS_MESSAGES.draftDeleted)).toBeVisible();
  await expect(draftCard(page, doomed)).toHaveCount(0);
  await expect(draftCard(page, keep)).toBeVisible();

  await page.reload();
  await openDrafts(page);
  await expect(draftCard(page, keep)).toBeVisible();
  await expect(draftCard(page, doomed)).toHaveCount(0);
});
