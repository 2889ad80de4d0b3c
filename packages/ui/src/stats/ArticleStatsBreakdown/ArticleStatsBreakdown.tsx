import type { ArticleStats } from '@byline/api-client/contract';
import { SimpleGrid, Table } from '@mantine/core';
import { STATS_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { StatsCard, type StatsState } from '../StatsCard/StatsCard';

export interface ArticleStatsBreakdownProps extends StatsState {
  /** The article's sources and devices over the period. */
  stats?: Pick<ArticleStats, 'sources' | 'devices'>;
}

const share = (views: number, total: number) =>
  total === 0 ? '0%' : `${Math.round((views / total) * 100)}%`;

interface ShareRow {
  key: string;
  label: string;
  views: number;
}

/** A table of rows with their views and each row's share of all of them. */
function ShareTable({ column, rows }: { column: string; rows: readonly ShareRow[] }) {
  const texts = useMessages(STATS_TEXTS);
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  return (
    <Table striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{column}</Table.Th>
          <Table.Th scope="col">{texts.viewsColumn}</Table.Th>
          <Table.Th scope="col">{texts.shareColumn}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw="normal">
              {row.label}
            </Table.Th>
            <Table.Td>{row.views.toLocaleString('en-US')}</Table.Td>
            <Table.Td>{share(row.views, total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const hasViews = (rows: readonly ShareRow[]) => rows.some((row) => row.views > 0);

/**
 * Where one article's readers came from (a class, and the referring site's domain alone) and
 * which devices they read on, as tables with each line's share.
 */
export function ArticleStatsBreakdown({ stats, ...state }: ArticleStatsBreakdownProps) {
  const texts = useMessages(STATS_TEXTS);
  const sources: ShareRow[] = (stats?.sources ?? []).map((row) => ({
    key: `${row.source}:${row.domain}`,
    label: row.domain ? `${texts.source[row.source]}: ${row.domain}` : texts.source[row.source],
    views: row.views,
  }));
  const devices: ShareRow[] = (stats?.devices ?? []).map((row) => ({
    key: row.device,
    label: texts.device[row.device],
    views: row.views,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StatsCard
        {...state}
        title={texts.sourcesTitle}
        empty={!hasViews(sources)}
        emptyMessage={texts.noSources}
      >
        <ShareTable column={texts.sourceColumn} rows={sources} />
      </StatsCard>
      <StatsCard
        {...state}
        title={texts.devicesTitle}
        empty={!hasViews(devices)}
        emptyMessage={texts.noSources}
      >
        <ShareTable column={texts.deviceColumn} rows={devices} />
      </StatsCard>
    </SimpleGrid>
  );
}
