import { CATEGORIES, CATEGORY_BY_SLUG, escapeHtml } from '@byline/api-client/contract';
import {
  fixtureArticle,
  fixtureNewsInCategory,
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
} from '@byline/api-client/mocks';
import { Button, Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fixtureReplies } from '../../article/ArticleComments/ArticleComments.mocks';
import { ArticlePage } from '../../article/ArticlePage/ArticlePage';
import { LoginForm } from '../../auth/LoginForm/LoginForm';
import { ArticleTabs } from '../../authoring/ArticleTabs/ArticleTabs';
import { DraftsList } from '../../authoring/DraftsList/DraftsList';
import { NotificationList } from '../../community/NotificationList/NotificationList';
import { PROFILE_TEXTS, READER_TEXTS } from '../../constants';
import { ArticleEditor } from '../../editor/ArticleEditor/ArticleEditor';
import { ExtraBlock } from '../../home/ExtraBlock/ExtraBlock';
import { HomePage, type HomePageProps } from '../../home/HomePage/HomePage';
import { EditProfileForm } from '../../profile/EditProfileForm/EditProfileForm';
import { ProfileView } from '../../profile/ProfileView/ProfileView';
import { SignOutEverywhere } from '../../profile/SignOutEverywhere/SignOutEverywhere';
import { SearchResultsPage } from '../../search/SearchResultsPage/SearchResultsPage';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot, withVisualMedia } from '../../testing/visual';
import { PageShell } from '../PageShell/PageShell';
import { PageContainer } from './PageContainer';

/**
 * Whole pages as the site shows them (header, the one page container,
 * footer), reader and author pages alike, at a phone's and a laptop's width.
 *
 * The shell keeps its page at least a screen tall (no layout shift while loading); here the
 * viewport grows to the content, so that floor is lifted to keep short pages their own height.
 */
const NO_SCREEN_FLOOR = '#byline-main > div:first-child { min-height: 0 !important; }';

const home: HomePageProps = {
  latest: { items: fixtures.mostRecent },
  mostWatched: { items: fixtures.mostWatched },
  tourism: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.tourism.name) },
  business: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.business.name) },
  crime: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.crime.name) },
  politics: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.politics.name) },
  lifestyle: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.lifestyle.name) },
  technology: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.technology.name) },
  sports: { items: fixtureNewsInCategory(CATEGORY_BY_SLUG.sports.name) },
};

const lists = {
  followers: { entries: fixtures.followers },
  following: { entries: fixtures.following },
  wallet: { balance: fixtures.currentUser.my_wallet, entries: fixtures.walletEntries },
};

const notifications = fixtures.notifications.slice(0, 10);
const notificationsSeenAt = Date.parse(notifications[0]?.created_at ?? '') + 20 * 60_000;

/** Search results as the API marks them: the headline's first word matched. */
const searchResults = fixtures.mostWatched.slice(0, 6).map((item) => {
  const [first = '', ...rest] = item.title.split(' ');
  return {
    ...item,
    headline_html: `<mark>${escapeHtml(first)}</mark> ${escapeHtml(rest.join(' '))}`,
    snippet_html: escapeHtml(item.description),
  };
});

// The fixture article with the fixture conversation under it, its pictures where Vitest serves them.
const commented = fixtureArticle(MOCK_COMMENTED_ARTICLE_ID);
if (!commented) throw new Error('No commented fixture article');
const article = { ...commented, content: withVisualMedia(commented.content) };
const noop = async () => {};

const editor = <ArticleEditor categories={fixtures.categories} />;
const drafts = <DraftsList drafts={fixtures.drafts} />;

/** Each page's content, as its route renders it inside the shell. */
const PAGES: Record<string, { signedIn: boolean; content: ReactElement; editor?: boolean }> = {
  home: { signedIn: false, content: <HomePage {...home} /> },
  profile: {
    signedIn: true,
    content: (
      <PageContainer>
        <ProfileView
          isOwner
          profile={fixtures.currentUser}
          articles={fixtures.ownNews}
          {...lists}
        />
      </PageContainer>
    ),
  },
  'author-profile': {
    signedIn: true,
    content: (
      <PageContainer>
        <ProfileView
          profile={fixtures.secondAuthorProfile.profile}
          articles={fixtures.secondAuthorProfile.articles}
          followAction={<Button>{PROFILE_TEXTS.follow}</Button>}
          onReward={() => {}}
          followers={lists.followers}
          following={lists.following}
        />
      </PageContainer>
    ),
  },
  'new-article': {
    signedIn: true,
    editor: true,
    content: (
      <PageContainer>
        <ArticleTabs value="create" onChange={() => {}} createPanel={editor} draftsPanel={drafts} />
      </PageContainer>
    ),
  },
  // My Drafts: the editor's panel stays mounted but hidden.
  drafts: {
    signedIn: true,
    content: (
      <PageContainer>
        <ArticleTabs value="drafts" onChange={() => {}} createPanel={editor} draftsPanel={drafts} />
      </PageContainer>
    ),
  },
  'edit-profile': {
    signedIn: true,
    content: (
      <PageContainer width="narrow">
        <Stack gap="xl">
          <EditProfileForm profile={fixtures.currentUser} onSubmit={() => {}} />
          <SignOutEverywhere onConfirm={() => {}} />
        </Stack>
      </PageContainer>
    ),
  },
  notifications: {
    signedIn: true,
    content: (
      <PageContainer width="narrow">
        <Title order={1} mb="md">
          {READER_TEXTS.notifications}
        </Title>
        <NotificationList
          notifications={notifications}
          unreadCount={fixtures.unreadNotificationCount}
          now={notificationsSeenAt}
          hasMore
        />
      </PageContainer>
    ),
  },
  article: {
    signedIn: false,
    content: (
      <ArticlePage
        article={article}
        recommended={{ items: fixtures.mostWatched }}
        viewerId={null}
        comments={{
          comments: fixtures.comments,
          total: fixtures.commentTotal,
          onPost: noop,
          onReply: noop,
          useReplies: fixtureReplies,
        }}
        reactions={{ mine: null, onToggle: noop }}
        onReward={noop}
        follow={{ following: false, onToggle: noop }}
      />
    ),
  },
  search: {
    signedIn: false,
    content: (
      <SearchResultsPage
        query="harbour"
        filters={{ categoryId: 0, from: '', to: '' }}
        categories={CATEGORIES}
        items={searchResults}
        hasMore
        loadMoreHref="/search?q=harbour&cursor=next"
      />
    ),
  },
  login: {
    signedIn: false,
    content: (
      <PageContainer width="narrow">
        <LoginForm onSubmit={() => {}} />
      </PageContainer>
    ),
  },
};

function renderPage(name: string, width: number, colorScheme: 'light' | 'dark' = 'light') {
  const { signedIn, content } = PAGES[name] ?? {};
  if (!content) throw new Error(`No page ${name}`);
  return renderAt(
    <PageShell
      signedIn={signedIn ?? false}
      footerYear={2025}
      extra={name === 'home' ? <ExtraBlock items={fixtures.mostRecent.slice(4)} /> : undefined}
    >
      <style>{NO_SCREEN_FLOOR}</style>
      {content}
    </PageShell>,
    width,
    { colorScheme },
  );
}

describe('tidy pages', () => {
  for (const width of SCREENSHOT_WIDTHS) {
    for (const [name, { editor: withEditor }] of Object.entries(PAGES)) {
      // Chromium leaves the bottom of this 6,455 px capture unpainted on some runs (white); the
      // same holds for ArticlePage's own capture at this width (skipped there too).
      const unstableCapture = name === 'article' && width === 390;
      test.skipIf(unstableCapture)(`${name} at ${width}px`, async () => {
        await renderPage(name, width);
        if (withEditor) {
          await expect.poll(() => document.querySelector('.ProseMirror')).toBeTruthy();
        }
        // Every page sits in the one page container, with side margins.
        const container = document.querySelector<HTMLElement>('main [data-page-width]');
        expect(container).not.toBeNull();
        expect(Number.parseFloat(getComputedStyle(container as HTMLElement).paddingLeft)).toBe(16);
        await expect.element(screenshotRoot()).toMatchScreenshot(`page-${name}-${width}`);
      });
    }
  }

  // Every page in dark too: a reader's system setting reaches all of them.
  for (const width of SCREENSHOT_WIDTHS) {
    for (const [name, { editor: withEditor }] of Object.entries(PAGES)) {
      test(`${name} in dark at ${width}px`, async () => {
        await renderPage(name, width, 'dark');
        if (withEditor) {
          await expect.poll(() => document.querySelector('.ProseMirror')).toBeTruthy();
        }
        await expect.element(screenshotRoot()).toMatchScreenshot(`page-${name}-dark-${width}`);
      });
    }
  }

  test('the home page scrolls a sensible length on a phone', async () => {
    await renderPage('home', 390);
    // The shell's floor back, at a phone's screen, as a reader's phone shows the page.
    document.querySelector('#byline-main style')?.remove();
    await page.viewport(390, 844);
    await expect.poll(() => document.body.scrollHeight).toBeLessThan(6000);
    // The lead story keeps its picture; the other stories are rows with a small thumbnail.
    const cards = Array.from(document.querySelectorAll<HTMLElement>('main article'));
    const [lead, ...rest] = cards.map((card) => card.getBoundingClientRect());
    expect(lead?.height).toBeGreaterThan(200);
    for (const card of rest) expect(card.height).toBeLessThan(100);
  });
});
