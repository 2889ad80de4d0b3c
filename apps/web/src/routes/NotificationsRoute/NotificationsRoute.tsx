import { EmptyNotice, PAGE_META, READER_TEXTS } from '@byline/ui';
import { Container, Title } from '@mantine/core';
import { usePageMeta } from '../../pageMeta/usePageMeta';

/** /notifications: an honest empty state until notifications exist (spec: contents not shown). */
export function NotificationsRoute() {
  usePageMeta(READER_TEXTS.notifications, PAGE_META.notificationsDescription);
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {READER_TEXTS.notifications}
      </Title>
      <EmptyNotice message={READER_TEXTS.notificationsEmpty} />
    </Container>
  );
}
