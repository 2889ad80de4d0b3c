import { Tabs } from '@mantine/core';
import { IconFilePencil, IconNotes } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AUTHORING_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export type ArticleTab = 'create' | 'drafts';

export interface ArticleTabsProps {
  /** The open tab; the host switches to `create` when a draft's Edit is chosen. */
  value: ArticleTab;
  onChange: (value: ArticleTab) => void;
  /** Content of Create Article (usually the editor from `@byline/ui/editor`). */
  createPanel: ReactNode;
  /** Content of My Drafts (usually a DraftsList). */
  draftsPanel: ReactNode;
}

/**
 * The New Article screen's two tabs. Both panels stay mounted, so an
 * unfinished article survives a look at the drafts.
 */
export function ArticleTabs({ value, onChange, createPanel, draftsPanel }: ArticleTabsProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as ArticleTab)} keepMounted>
      <Tabs.List mb="lg">
        <Tabs.Tab value="create" leftSection={<IconFilePencil size={16} aria-hidden="true" />}>
          {authoringTexts.createTab}
        </Tabs.Tab>
        <Tabs.Tab value="drafts" leftSection={<IconNotes size={16} aria-hidden="true" />}>
          {authoringTexts.draftsTab}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="create">{createPanel}</Tabs.Panel>
      <Tabs.Panel value="drafts">{draftsPanel}</Tabs.Panel>
    </Tabs>
  );
}
