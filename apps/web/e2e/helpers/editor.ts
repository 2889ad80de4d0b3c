import { randomUUID } from 'node:crypto';
import { AUTHORING_TEXTS, EDITOR_STATE_TEXTS, SCREEN_TEXTS } from '@byline/ui/constants';
import type { Page } from '@playwright/test';
import { api } from './session';
import { expect } from './test';

/** The editor as an author uses it, and their drafts as the server holds them. */

export const tag = () => randomUUID().slice(0, 6);

export function editor(page: Page) {
  return {
    title: page.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel, exact: true }),
    description: page.getByRole('textbox', { name: AUTHORING_TEXTS.descriptionLabel, exact: true }),
    category: page.getByRole('combobox', { name: AUTHORING_TEXTS.categoryLabel, exact: true }),
    body: page.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel }),
    saveDraft: page.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft, exact: true }),
  };
}

export async function openNewArticle(page: Page) {
  await page.goto('/new-article');
  await expect(page.getByRole('heading', { name: SCREEN_TEXTS.editorNewHeading })).toBeVisible();
  await expect(editor(page).body).toBeVisible();
}

export async function chooseCategory(page: Page, name: string) {
  await editor(page).category.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(editor(page).category).toHaveValue(name);
}

/** Waits until the status line says the server has it ("Saved at 15:04"). */
export async function expectSaved(page: Page) {
  const savedAt = new RegExp(`^${EDITOR_STATE_TEXTS.savedAt('')}`);
  await expect(page.getByText(savedAt)).toBeVisible({ timeout: 15_000 });
}

export interface DraftRow {
  id: number;
  title: string;
  content: string;
  version: number;
  status: string;
}

export async function drafts(token: string): Promise<DraftRow[]> {
  const body = await api<{ data: DraftRow[] }>('/api/News/draftNewsList', { token });
  return body.data;
}

export async function draftTitled(token: string, title: string): Promise<DraftRow | undefined> {
  return (await drafts(token)).find((draft) => draft.title === title);
}

export async function openDraftForEditing(page: Page, title: string) {
  await page.goto('/new-article');
  await page.getByRole('tab', { name: AUTHORING_TEXTS.draftsTab }).click();
  await page
    .getByRole('tabpanel', { name: AUTHORING_TEXTS.draftsTab })
    .getByRole('article', { name: title })
    .getByRole('button', { name: AUTHORING_TEXTS.editDraft(title) })
    .click();
  await expect(editor(page).title).toHaveValue(title);
}
