import type { ArticleComment } from './ArticleComments/ArticleComments';

/**
 * Spec section 1: comments on the article page are static sample data, not fetched. Hosts
 * show these until comments have a backend.
 */
export const SAMPLE_COMMENTS: readonly ArticleComment[] = [
  {
    id: 1,
    author: 'Priya Nair',
    date: '2026-03-15T18:20:00.000Z',
    avatar: null,
    text: 'Clear and well sourced. It would be good to hear from the residents affected as the plan goes ahead.',
  },
  {
    id: 2,
    author: 'Tomás Alvarez',
    date: '2026-03-16T07:45:00.000Z',
    avatar: null,
    text: 'We saw the same thing in our town last winter. Glad someone is finally writing about it.',
  },
  {
    id: 3,
    author: 'Hannah Becker',
    date: '2026-03-16T09:05:00.000Z',
    avatar: null,
    text: 'Is there a follow-up planned once the first review is published?',
  },
];
