import { EmptyNotice, PAGE_META, READER_TEXTS } from '@byline/ui';
import { Container, Title } from '@mantine/core';
import { PageMeta } from '../../pageMeta/PageMeta';

/** /notifications: an honest empty state until notifications exist (spec: contents not shown). */
export function NotificationsRoute() {
  return (
    <Container size="sm" py="xl">
      <PageMeta
        title={READER_TEXTS.notifications}
        description={PAGE_META.notificationsDescription}
      />
      <Title order={1} mb="md">
        {READER_TEXTS.notifications}
      </Title>
      <EmptyNotice message={READER_TEXTS.notificationsEmpty} />
    </Container>
  );
}
