import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ReviewQueue } from './ReviewQueue';
import { REVIEW_NOW, reviewEntries } from './ReviewQueue.mocks';

afterEach(cleanup);

describe('ReviewQueue', () => {
  it('lists each waiting draft with its writer, linked to the editor', () => {
    renderWithTheme(<ReviewQueue entries={reviewEntries} now={REVIEW_NOW} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(reviewEntries.length);
    const link = screen.getByRole('link', {
      name: REVIEW_TEXTS.open(reviewEntries[1]?.title ?? ''),
    });
    expect(link.getAttribute('href')).toBe('/new-article?draft=71');
    expect(screen.getByText(/Rui Costa/)).toBeTruthy();
  });

  it('says when nothing waits', () => {
    renderWithTheme(<ReviewQueue entries={[]} />);
    expect(screen.getByText(REVIEW_TEXTS.queueEmpty)).toBeTruthy();
  });
});

describeComponent(ReviewQueue, { props: { entries: reviewEntries, now: REVIEW_NOW } });
