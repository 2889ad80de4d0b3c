import { ActionIcon, Box, Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { SEARCH_TEXTS } from '../../constants';
import { useUrls } from '../../link';
import { useMessages } from '../../locale';
import { SearchField } from '../../search/SearchField/SearchField';
import classes from './SiteHeader.module.css';

export interface HeaderSearchBarProps {
  id: string;
  /** Closes the bar (Escape, or its close button); the header gives focus back to its link. */
  onClose: () => void;
  className?: string;
}

/**
 * The header's search bar, loaded at its first opening (not needed to show a page). A plain GET
 * form, like the home page's: the results page renders on the server.
 */
export function HeaderSearchBar({ id, onClose, className }: HeaderSearchBarProps) {
  const searchTexts = useMessages(SEARCH_TEXTS);
  const urls = useUrls();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <Box
      component="form"
      role="search"
      method="get"
      action={urls.search}
      id={id}
      className={className}
      onKeyDown={closeOnEscape}
    >
      <SearchField className={classes.searchField} required autoFocus />
      <Button type="submit">{searchTexts.submit}</Button>
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        onClick={onClose}
        aria-label={searchTexts.close}
      >
        <IconX size={20} aria-hidden="true" />
      </ActionIcon>
    </Box>
  );
}
