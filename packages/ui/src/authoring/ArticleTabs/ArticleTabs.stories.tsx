import { fixtures } from '@byline/api-client/mocks';
import { Box, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTHORING_TEXTS } from '../../constants';
import { DraftsList } from '../DraftsList/DraftsList';
import { type ArticleTab, ArticleTabs } from './ArticleTabs';

const meta = {
  title: 'Authoring/ArticleTabs',
  component: ArticleTabs,
  args: {
    value: 'create',
    onChange: fn(),
    createPanel: <Text>The article editor goes here.</Text>,
    draftsPanel: <DraftsList drafts={fixtures.drafts} />,
  },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ArticleTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateArticle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: AUTHORING_TEXTS.createTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: AUTHORING_TEXTS.draftsTab }));
    // Controlled: the tab only reports the choice; the host decides.
    await expect(args.onChange).toHaveBeenCalledWith('drafts');
  },
};

export const MyDrafts: Story = { args: { value: 'drafts' } };

/** With a host that follows onChange, and a draft's Edit switching back to Create Article. */
export const EditSwitchesToCreate: Story = {
  name: 'Editing a draft from My Drafts',
  render: function Render(args) {
    const [tab, setTab] = useState<ArticleTab>('drafts');
    const [editing, setEditing] = useState<string | null>(null);
    return (
      <ArticleTabs
        {...args}
        value={tab}
        onChange={setTab}
        createPanel={<Text>{editing ? `Editing: ${editing}` : 'New article'}</Text>}
        draftsPanel={
          <DraftsList
            drafts={fixtures.drafts}
            onEdit={(draft) => {
              setEditing(draft.title);
              setTab('create');
            }}
          />
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = fixtures.drafts[0];
    if (!first) throw new Error('The mock fixtures need a draft');
    await userEvent.click(
      canvas.getByRole('button', { name: AUTHORING_TEXTS.editDraft(first.title) }),
    );
    await expect(canvas.getByRole('tab', { name: AUTHORING_TEXTS.createTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText(`Editing: ${first.title}`)).toBeVisible();
  },
};
