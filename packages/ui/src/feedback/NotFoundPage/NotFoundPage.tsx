import { Button, Stack, Text, Title } from '@mantine/core';
import { READER_TEXTS } from '../../constants';
import { PageContainer } from '../../layout/PageContainer/PageContainer';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';

export interface NotFoundPageProps {
  title?: string;
  message?: string;
}

/** Any unknown route (and a missing article): says so and leads back to the front page. */
export function NotFoundPage({ title: titleProp, message: messageProp }: NotFoundPageProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const message = messageProp ?? readerTexts.notFoundText;
  const title = titleProp ?? readerTexts.notFoundTitle;
  const urls = useUrls();
  return (
    <PageContainer width="narrow" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} ff="heading" c="var(--byline-accent)" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={AppLink} href={urls.home} mt="sm">
          {readerTexts.backHome}
        </Button>
      </Stack>
    </PageContainer>
  );
}
