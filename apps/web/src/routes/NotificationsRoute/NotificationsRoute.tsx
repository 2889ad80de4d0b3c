import { EmptyNotice } from '@byline/ui';
import { Container, Title } from '@mantine/core';
import { usePageMeta } from '../../pageMeta/usePageMeta';

/** /notifications: an honest empty state until notifications exist (spec: contents not shown). */
export function NotificationsRoute() {
  usePageMeta('Notifications', 'Your Byline notifications.');
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        Notifications
      </Title>
      <EmptyNotice message="You have no notifications yet. Follows, rewards and replies will appear here." />
    </Container>
  );
}
