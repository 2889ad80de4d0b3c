import { Anchor, Box, Group, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { READER_TEXTS } from '../../constants';
import { EmptyNotice } from '../../feedback/EmptyNotice/EmptyNotice';
import { ErrorNotice } from '../../feedback/ErrorNotice/ErrorNotice';
import { AppLink } from '../../link';
import { useMessages } from '../../locale';
import classes from './HomeSection.module.css';

/** One section's data as the host has it: items, or loading, or an error. */
export interface SectionData<T> {
  items?: readonly T[];
  loading?: boolean;
  /** The error message; the section shows it (with Retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
}

export interface HomeSectionProps {
  title: string;
  /** A "See all" link to the section's category page. */
  moreHref?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** True when loaded with nothing to show. */
  empty?: boolean;
  /** Shown while loading: the same boxes as the loaded content. */
  skeleton: ReactNode;
  /** Next to the title (the Most Read search box). */
  headerAside?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every home section: an h2 that names the `section` landmark, and one of loading
 * (skeleton, `aria-busy`), error, empty or the content.
 */
export function HomeSection({
  title,
  moreHref,
  loading = false,
  error,
  onRetry,
  empty = false,
  skeleton,
  headerAside,
  children,
}: HomeSectionProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const headingId = useId();
  let body: ReactNode = children;
  if (loading) {
    body = (
      <>
        <VisuallyHidden>{readerTexts.loadingSection(title)}</VisuallyHidden>
        {skeleton}
      </>
    );
  } else if (error) {
    body = <ErrorNotice message={error} onRetry={onRetry} />;
  } else if (empty) {
    body = <EmptyNotice message={readerTexts.sectionEmpty} />;
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={classes.section}
    >
      <Group justify="space-between" align="center" gap="sm" className={classes.header}>
        <Title order={2} id={headingId} className={classes.title}>
          {title}
        </Title>
        <Group gap="md" wrap="nowrap">
          {headerAside}
          {moreHref && (
            <Anchor component={AppLink} href={moreHref} size="sm" fw={600} className={classes.more}>
              {readerTexts.seeAll}
              <VisuallyHidden> {title}</VisuallyHidden>
              <IconArrowRight size={14} aria-hidden="true" />
            </Anchor>
          )}
        </Group>
      </Group>
      {body}
    </Box>
  );
}
