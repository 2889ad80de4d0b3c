import type { StatsPeriod, StatsViews } from '@byline/api-client/contract';
import { STATS_PERIODS } from '@byline/api-client/contract';
import { AreaChart } from '@mantine/charts';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { STATS_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { StatsCard, type StatsState } from '../StatsCard/StatsCard';

export interface StatsViewsPanelProps extends StatsState {
  /** The period's figures; absent while loading or after an error. */
  views?: StatsViews;
  period: StatsPeriod;
  onPeriodChange: (period: StatsPeriod) => void;
  /** The card's title (Views by default). */
  title?: string;
}

/**
 * Views per day over 7, 30 or 365 days: an area chart of views and reads, the period's totals
 * and the change against the previous period, and the same figures as a table for anyone who
 * cannot see the chart.
 */
export function StatsViewsPanel({
  views,
  period,
  onPeriodChange,
  title,
  ...state
}: StatsViewsPanelProps) {
  const texts = useMessages(STATS_TEXTS);
  const empty = !views || views.total_views === 0;
  return (
    <StatsCard
      {...state}
      title={title ?? texts.viewsTitle}
      empty={empty}
      emptyMessage={texts.noViews}
      actions={
        <SegmentedControl
          aria-label={texts.periodLabel}
          size="xs"
          value={String(period)}
          onChange={(value) => onPeriodChange(Number(value) as StatsPeriod)}
          data={STATS_PERIODS.map((days) => ({ value: String(days), label: texts.period(days) }))}
        />
      }
    >
      {views && (
        <Stack gap="sm">
          <div>
            <Text fz="xl" fw={700}>
              {texts.views(views.total_views)}
            </Text>
            <Text size="sm" c="dimmed">
              {texts.change(views.total_views, views.previous_views, views.days)}
            </Text>
          </div>
          <AreaChart
            h={220}
            data={views.series}
            dataKey="day"
            series={[
              { name: 'views', label: texts.viewsColumn, color: 'blue.6' },
              { name: 'reads', label: texts.readsColumn, color: 'teal.6' },
            ]}
            curveType="monotone"
            withDots={views.series.length <= 31}
            withLegend
            gridAxis="y"
            // The figures are in the summary and the table below: the chart is for the eye.
            areaChartProps={{ accessibilityLayer: false }}
            aria-hidden="true"
          />
          <Text size="sm">
            {texts.viewsSummary(views.total_views, views.total_reads, views.days)}
          </Text>
          <details>
            <summary>
              <Text span size="sm">
                {texts.showTable}
              </Text>
            </summary>
            <Table striped withTableBorder fz="sm" mt="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{texts.dayColumn}</Table.Th>
                  <Table.Th scope="col">{texts.viewsColumn}</Table.Th>
                  <Table.Th scope="col">{texts.readsColumn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {views.series.map((point) => (
                  <Table.Tr key={point.day}>
                    <Table.Th scope="row" fw="normal">
                      {point.day}
                    </Table.Th>
                    <Table.Td>{point.views.toLocaleString('en-US')}</Table.Td>
                    <Table.Td>{point.reads.toLocaleString('en-US')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        </Stack>
      )}
    </StatsCard>
  );
}
