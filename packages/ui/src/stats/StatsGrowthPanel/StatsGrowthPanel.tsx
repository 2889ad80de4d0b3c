import type { StatsGrowth } from '@byline/api-client/contract';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text } from '@mantine/core';
import { STATS_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { StatsCard, type StatsState } from '../StatsCard/StatsCard';

export interface StatsGrowthPanelProps extends StatsState {
  /** Followers, coins or subscribers added per day of the period, and the total now. */
  growth?: StatsGrowth;
  title: string;
  /** The period's length in days (the summary says it). */
  days: number;
  /** The bars' colour (a theme colour). */
  color?: string;
}

/**
 * A count that grows (followers, coins, newsletter subscribers): what each day of the period
 * added as bars, a summary line, and the days that added something as a table.
 */
export function StatsGrowthPanel({
  growth,
  title,
  days,
  color = 'violet.6',
  ...state
}: StatsGrowthPanelProps) {
  const texts = useMessages(STATS_TEXTS);
  const addedDays = growth?.series.filter((point) => point.added > 0) ?? [];
  return (
    <StatsCard {...state} title={title} empty={false} emptyMessage="">
      {growth && (
        <Stack gap="sm">
          <Text size="sm">{texts.growthSummary(growth.added, growth.total, days)}</Text>
          {growth.added > 0 && (
            <>
              <BarChart
                h={160}
                data={growth.series}
                dataKey="day"
                series={[{ name: 'added', label: texts.addedColumn, color }]}
                gridAxis="y"
                // The figures are in the summary and the table below: the chart is for the eye.
                barChartProps={{ accessibilityLayer: false }}
                aria-hidden="true"
              />
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
                      <Table.Th scope="col">{texts.addedColumn}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {addedDays.map((point) => (
                      <Table.Tr key={point.day}>
                        <Table.Th scope="row" fw="normal">
                          {point.day}
                        </Table.Th>
                        <Table.Td>{point.added.toLocaleString('en-US')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </details>
            </>
          )}
        </Stack>
      )}
    </StatsCard>
  );
}
