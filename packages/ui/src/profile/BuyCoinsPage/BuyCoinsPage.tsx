import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { BUY_COINS_TEXTS } from '../../constants';
import { PageContainer } from '../../layout/PageContainer/PageContainer';
import { useMessages } from '../../locale';
import { BackToProfileButton } from '../BackToProfileButton/BackToProfileButton';

/**
 * /buy-coins (linked from the owner's profile): what buying coins will be, that payments are
 * not enabled on this site, and the way back to the profile. It takes no props: there is
 * nothing to buy until payments exist.
 */
export function BuyCoinsPage() {
  const buyCoinsTexts = useMessages(BUY_COINS_TEXTS);
  const plannedHeadingId = useId();
  return (
    <PageContainer width="narrow">
      <Stack gap="lg">
        <BackToProfileButton />
        <Title order={1}>{buyCoinsTexts.title}</Title>
        <Alert
          variant="light"
          color="gray"
          title={buyCoinsTexts.paymentsOffTitle}
          icon={<IconInfoCircle aria-hidden="true" />}
        >
          {buyCoinsTexts.paymentsOffText}
        </Alert>
        <Text>{buyCoinsTexts.intro}</Text>
        <Stack gap="xs" component="section" aria-labelledby={plannedHeadingId}>
          <Title order={2} fz="h3" id={plannedHeadingId}>
            {buyCoinsTexts.plannedHeading}
          </Title>
          <List spacing="xs">
            {buyCoinsTexts.planned.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
