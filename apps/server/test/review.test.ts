import { REVIEW_MESSAGES, ROLE_MESSAGES, SERVER_MESSAGES } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { callEndpoint, saveArticle } from './helpers/community';

/**
 * Editorial review on the server (docs/adr/0036): a contributor submits, editors read the queue,
 * open and save the draft as its writer, leave notes, send it back, and approve it.
 */
describe.each(testBackends())('editorial review on $name', (backend) => {
  let t: TestApp;
  let contributor: { userId: number; token: string };
  let other: { userId: number; token: string };
  let editor: { userId: number; token: string };
  let author: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    contributor = await t.createUser('Review Contributor', 'contributor');
    other = await t.createUser('Review Other Contributor', 'contributor');
    editor = await t.createUser('Review Editor', 'editor');
    author = await t.createUser('Review Author', 'author');
  });
  afterAll(() => t.close());

  const draftOf = (token: string, title: string) => saveArticle(t, token, { title, isDraft: true });
  const queueIds = async () => {
    const queue = await callEndpoint(t, 'reviewQueue', editor.token, {});
    expect(queue.status).toBe(200);
    return (queue.body.data as { news_id: number }[]).map((entry) => entry.news_id);
  };
  const notificationKinds = async (token: string) => {
    const answer = await callEndpoint(t, 'notifications', token, {});
    return (answer.body.data as { kind: string; note?: string | null }[]).map((item) => [
      item.kind,
      item.note ?? null,
    ]);
  };

  it('refuses a contributor’s publish, a reader’s queue and a contributor’s notes', async () => {
    const newsId = await draftOf(contributor.token, 'Refused publish');
    expect(
      await callEndpoint(t, 'publishDraft', contributor.token, { news_id: newsId }),
    ).toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.publish,
    });
    expect(await callEndpoint(t, 'reviewQueue', contributor.token, {})).toMatchObject({
      status: 403,
      message: ROLE_MESSAGES.review,
    });
    expect(
      await callEndpoint(t, 'addReviewNote', author.token, { news_id: newsId, body: 'Hi' }),
    ).toMatchObject({ status: 403, message: ROLE_MESSAGES.review });
    // Not in review yet: an editor can neither open it nor send it back.
    expect(await callEndpoint(t, 'draft', editor.token, { news_id: newsId })).toMatchObject({
      status: 404,
    });
    expect(
      await callEndpoint(t, 'sendBack', editor.token, { news_id: newsId, body: 'No' }),
    ).toMatchObject({ status: 409, message: REVIEW_MESSAGES.notInReview });
  });

  it('queues submitted drafts oldest first, once, and only a writer’s own with a title and body', async () => {
    const first = await draftOf(contributor.token, 'First in line');
    const second = await draftOf(other.token, 'Second in line');
    expect(
      await callEndpoint(t, 'submitForReview', contributor.token, { news_id: first }),
    ).toMatchObject({
      status: 200,
      message: REVIEW_MESSAGES.submitted,
    });
    await callEndpoint(t, 'submitForReview', other.token, { news_id: second });
    const ids = await queueIds();
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(
      await callEndpoint(t, 'submitForReview', contributor.token, { news_id: first }),
    ).toMatchObject({
      status: 409,
      message: REVIEW_MESSAGES.alreadySubmitted,
    });
    // Someone else's draft is not there to submit.
    expect(
      await callEndpoint(t, 'submitForReview', contributor.token, { news_id: second }),
    ).toMatchObject({
      status: 404,
      message: SERVER_MESSAGES.articleNotFound,
    });
    const drafts = await callEndpoint(t, 'drafts', contributor.token, {});
    expect(
      (drafts.body.data as { id: number; review_state: string | null }[]).find(
        (draft) => draft.id === first,
      )?.review_state,
    ).toBe('submitted');
  });

  it('lets an editor note, send back, and after a fix approve a schedule under the writer’s byline', async () => {
    const newsId = await draftOf(contributor.token, 'Harbour budget draft');
    await callEndpoint(t, 'submitForReview', contributor.token, { news_id: newsId });

    // The editor opens and saves it as its writer would; the revision names the editor.
    const opened = await callEndpoint(t, 'draft', editor.token, { news_id: newsId });
    expect(opened).toMatchObject({ status: 200 });
    expect(opened.body.data).toMatchObject({
      title: 'Harbour budget draft',
      review_state: 'submitted',
    });
    await saveArticle(t, editor.token, { title: 'Harbour budget, edited', isDraft: true, newsId });
    const revisions = await callEndpoint(t, 'revisions', contributor.token, { news_id: newsId });
    expect((revisions.body.data as { saved_by: string | null }[])[0]?.saved_by).toBe(
      'Review Editor',
    );

    const note = await callEndpoint(t, 'addReviewNote', editor.token, {
      news_id: newsId,
      body: '  Check the figures in paragraph two.  ',
    });
    expect(note).toMatchObject({ status: 200, message: REVIEW_MESSAGES.noteAdded });
    const back = await callEndpoint(t, 'sendBack', editor.token, {
      news_id: newsId,
      body: 'Add a quote from the council.',
    });
    expect(back).toMatchObject({ status: 200, message: REVIEW_MESSAGES.sentBack });
    expect(await queueIds()).not.toContain(newsId);
    // Sent back: the editor no longer edits it, and cannot send it back twice.
    expect(await callEndpoint(t, 'draft', editor.token, { news_id: newsId })).toMatchObject({
      status: 404,
    });
    expect(
      await callEndpoint(t, 'sendBack', editor.token, { news_id: newsId, body: 'Again' }),
    ).toMatchObject({ status: 409, message: REVIEW_MESSAGES.notSubmitted });

    const notes = await callEndpoint(t, 'reviewNotes', contributor.token, { news_id: newsId });
    expect(notes.body.data).toMatchObject([
      {
        body: 'Check the figures in paragraph two.',
        sent_back: false,
        editor: { full_name: 'Review Editor' },
      },
      { body: 'Add a quote from the council.', sent_back: true },
    ]);
    // Nobody else reads them.
    expect(await callEndpoint(t, 'reviewNotes', other.token, { news_id: newsId })).toMatchObject({
      status: 404,
    });

    // The writer fixes it and submits again; the editor schedules it.
    await saveArticle(t, contributor.token, {
      title: 'Harbour budget, with a quote',
      isDraft: true,
      newsId,
    });
    await callEndpoint(t, 'submitForReview', contributor.token, { news_id: newsId });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const approved = await callEndpoint(t, 'publishDraft', editor.token, {
      news_id: newsId,
      publish_at: at,
    });
    expect(approved).toMatchObject({ status: 200, body: { data: { status: 'scheduled' } } });
    expect(await queueIds()).not.toContain(newsId);
    const drafts = await callEndpoint(t, 'drafts', contributor.token, {});
    expect(
      (drafts.body.data as { id: number; status: string; review_state: string | null }[]).find(
        (draft) => draft.id === newsId,
      ),
    ).toMatchObject({ status: 'scheduled', review_state: null });

    expect(await notificationKinds(contributor.token)).toEqual(
      expect.arrayContaining([
        ['review_note', 'Check the figures in paragraph two.'],
        ['changes_requested', 'Add a quote from the council.'],
        ['approved', null],
      ]),
    );
  });

  it('publishes an approved draft now, as its writer’s article', async () => {
    const newsId = await draftOf(contributor.token, 'Ferry timetable changes');
    await callEndpoint(t, 'submitForReview', contributor.token, { news_id: newsId });
    expect(await callEndpoint(t, 'publishDraft', editor.token, { news_id: newsId })).toMatchObject({
      status: 200,
      body: { data: { status: 'published' } },
    });
    const article = await callEndpoint(t, 'articleById', undefined, { news_id: newsId });
    expect(article.body.data).toMatchObject({ author: { user_id: contributor.userId } });
    // An author cannot open someone else's submitted draft: only editors review.
    const another = await draftOf(other.token, 'Not for authors');
    await callEndpoint(t, 'submitForReview', other.token, { news_id: another });
    expect(await callEndpoint(t, 'draft', author.token, { news_id: another })).toMatchObject({
      status: 404,
    });
  });
});
