import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARING_TEXTS } from '../../constants';
import { describeComponent, renderWithTheme } from '../../testing';
import { ArticleTags } from './ArticleTags';

const TAGS = [
  { name: 'Climate Change', slug: 'climate-change' },
  { name: 'Zürich', slug: 'zurich' },
];

afterEach(cleanup);

describe('ArticleTags', () => {
  it('links each tag to its page, in a list named Tags', () => {
    renderWithTheme(<ArticleTags tags={TAGS} />);
    const nav = screen.getByRole('navigation', { name: SHARING_TEXTS.tagsHeading });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [SHARING_TEXTS.tag('Climate Change'), '/tag/climate-change'],
      [SHARING_TEXTS.tag('Zürich'), '/tag/zurich'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing for an article without tags', () => {
    renderWithTheme(<ArticleTags tags={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describeComponent(ArticleTags, { props: { tags: TAGS } });
