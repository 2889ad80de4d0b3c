import { fixtures } from '@byline/api-client/mocks';
import { describe, expect, it } from 'vitest';
import type { DeviceCopy } from './autosave/deviceCopy';
import { restoredWriting } from './writing';

const draft = fixtures.drafts.find((candidate) => candidate.status === 'draft');
if (!draft) throw new Error('The fixtures need a draft');

const copy = (newsId: number | null): DeviceCopy => ({
  key: 'device-copy-key',
  newsId,
  baseVersion: 3,
  snapshot: {
    title: 'Unsaved title',
    keywords: [],
    creator: [],
    description: '',
    content: '<p>Unsaved words.</p>',
    video_url: '',
    category: 1,
    image_alt: '',
  },
  savedAt: 0,
});

describe('a device copy brought back', () => {
  it('goes onto its draft, from the version it was based on', () => {
    const writing = restoredWriting(copy(draft.id), draft);
    expect(writing.draft?.id).toBe(draft.id);
    expect(writing.session).toMatchObject({ newsId: draft.id, baseVersion: 3 });
    expect(writing.initialValues?.content).toBe('<p>Unsaved words.</p>');
  });

  it('keeps its key when it was never saved: a save lost on the way updates that draft', () => {
    expect(restoredWriting(copy(null), null).session).toMatchObject({
      key: 'device-copy-key',
      newsId: null,
    });
  });

  it('gets a new key when its draft is gone, so no other article is changed', () => {
    const writing = restoredWriting(copy(draft.id), null);
    expect(writing.session.newsId).toBeNull();
    expect(writing.session.key).not.toBe('device-copy-key');
    expect(writing.initialValues?.title).toBe('Unsaved title');
  });
});
