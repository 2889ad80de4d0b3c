import { fixtures } from '@byline/api-client/mocks';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { READER_TEXTS, SHARING_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { TagPage } from './TagPage';

const items = fixtures.newsItems.slice(0, 12);

afterEach(cleanup);

describe('TagPage', () => {
  it('is headed by the tag, lists its articles 10 at first, and has no search box', () => {
    renderWithTheme(<TagPage name="Climate Change" items={items} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      SHARING_TEXTS.tag('Climate Change'),
    );
    expect(
      screen.getByRole('region', { name: READER_TEXTS.articles }).querySelectorAll('article'),
    ).toHaveLength(10);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describeComponent(TagPage, { props: { name: 'Climate Change', items } });
