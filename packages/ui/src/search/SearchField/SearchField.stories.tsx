import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SEARCH_TEXTS } from '../../constants';
import { SearchField } from './SearchField';

const meta = {
  title: 'Search/SearchField',
  component: SearchField,
  decorators: [
    (Story) => (
      <Box p="md" maw={480}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as in the header's search bar: a search input sent as `q`. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: SEARCH_TEXTS.field });
    await expect(field).toHaveAttribute('name', 'q');
    await expect(field).toHaveAttribute('placeholder', SEARCH_TEXTS.field);
  },
};

/** On the search page, holding the words searched for. */
export const WithWords: Story = {
  name: 'With the words searched for',
  args: { defaultValue: 'harbour' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: SEARCH_TEXTS.field })).toHaveValue(
      'harbour',
    );
  },
};
