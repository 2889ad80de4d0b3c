import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/**
 * The centred card every sign-in screen sits in, so the three forms look alike; with room above
 * it, below the site's header, and below it, before the footer.
 */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={440}
      mx="auto"
      my="xl"
      w="100%"
    >
      <Stack gap="md">
        <Title order={1} fz="h2" ta="center">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
