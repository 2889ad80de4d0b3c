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

/**
 * Where one article's readers came from (a class, and the referring site's domain alone) and
 * which devices they read on, as tables with each line's share.
 */
export function ArticleStatsBreakdown({ stats, ...state }: ArticleStatsBreakdownProps) {
  const texts = useMessages(STATS_TEXTS);
  const sourceTotal = stats?.sources.reduce((sum, row) => sum + row.views, 0) ?? 0;
  const deviceTotal = stats?.devices.reduce((sum, row) => sum + row.views, 0) ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StatsCard
        {...state}
        title={texts.sourcesTitle}
        empty={sourceTotal === 0}
        emptyMessage={texts.noSources}
      >
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{texts.sourceColumn}</Table.Th>
              <Table.Th scope="col">{texts.viewsColumn}</Table.Th>
              <Table.Th scope="col">{texts.shareColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats?.sources.map((row) => (
              <Table.Tr key={`${row.source}:${row.domain}`}>
                <Table.Th scope="row" fw="normal">
                  {row.domain
                    ? `${texts.source[row.source]}: ${row.domain}`
                    : texts.source[row.source]}
                </Table.Th>
                <Table.Td>{row.views.toLocaleString('en-US')}</Table.Td>
                <Table.Td>{share(row.views, sourceTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </StatsCard>
      <StatsCard
        {...state}
        title={texts.devicesTitle}
        empty={deviceTotal === 0}
        emptyMessage={texts.noSources}
      >
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{texts.deviceColumn}</Table.Th>
              <Table.Th scope="col">{texts.viewsColumn}</Table.Th>
              <Table.Th scope="col">{texts.shareColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats?.devices.map((row) => (
              <Table.Tr key={row.device}>
                <Table.Th scope="row" fw="normal">
                  {texts.device[row.device]}
                </Table.Th>
                <Table.Td>{row.views.toLocaleString('en-US')}</Table.Td>
                <Table.Td>{share(row.views, deviceTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </StatsCard>
    </SimpleGrid>
  );
}
