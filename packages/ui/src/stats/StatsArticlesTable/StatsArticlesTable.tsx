import type { StatsArticleSort, StatsArticles } from '@byline/api-client/contract';
import { Anchor, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { STATS_TEXTS } from '../../constants';
import { AppLink } from '../../link';
import { useFormatters, useMessages } from '../../locale';
import { StatsCard, type StatsState } from '../StatsCard/StatsCard';

export interface StatsArticlesTableProps extends StatsState {
  articles?: StatsArticles;
  sort: StatsArticleSort;
  order: 'asc' | 'desc';
  /** A header was chosen: the same column turns the order round, another sorts high to low. */
  onSortChange: (sort: StatsArticleSort, order: 'asc' | 'desc') => void;
  onPageChange: (page: number) => void;
  /** Where one article's stats are. */
  articleHref: (articleId: number) => string;
  /** The site's table: a column names each article's author. */
  showAuthor?: boolean;
}

/** The columns after the title, with the field each sorts by. */
const COLUMNS = [
  ['publishedColumn', 'published_at'],
  ['viewsColumn', 'views'],
  ['readsColumn', 'reads'],
  ['readRatioColumn', 'read_ratio'],
  ['commentsColumn', 'comments'],
  ['coinsColumn', 'coins'],
] as const;

/**
 * The author's (or, with `showAuthor`, the whole site's) published articles with views, reads, read ratio, comments and coins received:
 * sortable by any column (the header says how it is sorted), paged, each linking to its stats.
 */
export function StatsArticlesTable({
  articles,
  sort,
  order,
  onSortChange,
  onPageChange,
  articleHref,
  showAuthor = false,
  ...state
}: StatsArticlesTableProps) {
  const texts = useMessages(STATS_TEXTS);
  const format = useFormatters();
  const pages = articles ? Math.max(1, Math.ceil(articles.total / articles.page_size)) : 1;
  return (
    <StatsCard
      {...state}
      title={texts.articlesTitle}
      empty={!articles || articles.total === 0}
      emptyMessage={texts.noArticles}
    >
      {articles && (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{texts.articleColumn}</Table.Th>
                  {showAuthor && <Table.Th scope="col">{texts.authorColumn}</Table.Th>}
                  {COLUMNS.map(([label, field]) => {
                    const active = field === sort;
                    const Icon = !active
                      ? IconSelector
                      : order === 'asc'
                        ? IconArrowUp
                        : IconArrowDown;
                    return (
                      <Table.Th
                        key={field}
                        scope="col"
                        aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                      >
                        <UnstyledButton
                          onClick={() =>
                            onSortChange(field, active && order === 'desc' ? 'asc' : 'desc')
                          }
                          aria-label={texts.sortBy(texts[label])}
                        >
                          <Group gap={4} wrap="nowrap">
                            <Text span fw={700} size="sm">
                              {texts[label]}
                            </Text>
                            <Icon size={14} aria-hidden="true" />
                          </Group>
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {articles.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Th scope="row" fw="normal">
                      <Anchor component={AppLink} href={articleHref(row.id)} inherit>
                        {row.title}
                      </Anchor>
                    </Table.Th>
                    {showAuthor && <Table.Td>{row.author.name}</Table.Td>}
                    <Table.Td>{row.published_at ? format.date(row.published_at) : ''}</Table.Td>
                    <Table.Td>{row.views.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>{row.reads.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>{`${Math.round(row.read_ratio * 100)}%`}</Table.Td>
                    <Table.Td>{row.comments.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>{row.coins.toLocaleString('en-US')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={articles.page}
                onChange={onPageChange}
                getControlProps={() => ({ 'aria-label': texts.pages })}
                aria-label={texts.pages}
              />
            </Group>
          )}
        </>
      )}
    </StatsCard>
  );
}
