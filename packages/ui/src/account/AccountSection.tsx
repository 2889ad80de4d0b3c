import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { sectionHeadingId } from './types';

/** One section of the account page: a bordered paper named by its heading. */
export function AccountSection({
  name,
  heading,
  children,
  ref,
}: {
  name: string;
  heading: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <Paper
      ref={ref as Ref<HTMLDivElement>}
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={sectionHeadingId(name)}
    >
      <Stack gap="sm" align="stretch">
        <Title order={2} fz="md" id={sectionHeadingId(name)}>
          {heading}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
