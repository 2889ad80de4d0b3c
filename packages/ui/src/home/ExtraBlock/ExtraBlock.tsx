import { Box, Button, Container, Paper, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import type { NewsCardItem } from '../../cards/NewsCard/NewsCard';
import { READER_TEXTS } from '../../constants';
import { ColumnGrid, ColumnSpan } from '../../layout/ColumnGrid/ColumnGrid';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';
import { NewsGrid, NewsGridSkeleton } from '../NewsGrid/NewsGrid';
import { itemRange } from '../ranges';
import classes from './ExtraBlock.module.css';

export interface ExtraBlockProps {
  /** Stories for the "More from Byline" strip (e.g. the most-recent list); up to four show. */
  items?: readonly NewsCardItem[];
  loading?: boolean;
  title?: string;
}

const STRIP_COUNT = 4;
const STRIP_COLS = { base: 1, xs: 2 };
const TITLE_MAX = 70;
const TWELVE_FROM_MD = { base: 1, md: 12 };

/**
 * The block the spec puts after the home, category and article pages (its content is not
 * shown there). Byline uses it to keep readers reading and to invite them to write: a strip of
 * more stories beside a call-out to publish. With no stories it is the call-out alone. It is
 * complementary (`aside`): a reader view (Readability) drops asides, even on a story too short
 * for its other hints.
 */
export function ExtraBlock({ items, loading = false, title: titleProp }: ExtraBlockProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const title = titleProp ?? readerTexts.extraTitle;
  const urls = useUrls();
  const headingId = useId();
  const strip = itemRange(items, 0, STRIP_COUNT - 1);
  const hasStrip = loading || strip.length > 0;
  return (
    <Box
      component="aside"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={classes.extraBlock}
    >
      <Container size="xl">
        <Title order={2} id={headingId} fz="h3" mb="md">
          {title}
        </Title>
        <ColumnGrid cols={TWELVE_FROM_MD} spacing="xl">
          {hasStrip && (
            <ColumnSpan md={8}>
              {loading ? (
                <NewsGridSkeleton count={STRIP_COUNT} cols={STRIP_COLS} variant="compact" />
              ) : (
                <NewsGrid items={strip} cols={STRIP_COLS} variant="compact" titleMax={TITLE_MAX} />
              )}
            </ColumnSpan>
          )}
          <ColumnSpan md={hasStrip ? 4 : 12}>
            <Paper withBorder p="lg" radius="md" className={classes.promo}>
              <Title order={3} fz="h4" mb="xs">
                {readerTexts.extraCalloutTitle}
              </Title>
              <Text size="sm" mb="md">
                {readerTexts.extraCalloutText}
              </Text>
              <Button
                component={AppLink}
                href={urls.newArticle}
                leftSection={<IconPencil size={16} aria-hidden="true" />}
              >
                {readerTexts.extraCalloutButton}
              </Button>
            </Paper>
          </ColumnSpan>
        </ColumnGrid>
      </Container>
    </Box>
  );
}
