import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

/**
 * The site search's words field (`q`), as the header's search bar and the search page show it:
 * a search input named and hinted "Search news", with the magnifier. Other props go to the input.
 */
export function SearchField(props: Omit<TextInputProps, 'type' | 'name'>) {
  const searchTexts = useMessages(SEARCH_TEXTS);
  return (
    <TextInput
      type="search"
      name="q"
      aria-label={searchTexts.field}
      placeholder={searchTexts.field}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      {...props}
    />
  );
}
