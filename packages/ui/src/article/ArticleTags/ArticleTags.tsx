import type { ArticleTag } from '@byline/api-client/contract';
import { Badge, Box, Group } from '@mantine/core';
import { SHARING_TEXTS } from '../../constants/sharingTexts';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';

export interface ArticleTagsProps {
  /** The article's keywords as tags (the contract's `articleTags`): a label and its slug. */
  tags: readonly ArticleTag[];
}

/** An article's keywords, each a link to its tag page; nothing without tags. */
export function ArticleTags({ tags }: ArticleTagsProps) {
  const texts = useMessages(SHARING_TEXTS);
  const urls = useUrls();
  if (tags.length === 0) return null;
  return (
    <Box component="nav" aria-label={texts.tagsHeading}>
      <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Badge
              component={AppLink}
              href={urls.tag(tag.slug)}
              variant="outline"
              radius="sm"
              tt="none"
              style={{ cursor: 'pointer' }}
            >
              {texts.tag(tag.name)}
            </Badge>
          </li>
        ))}
      </Group>
    </Box>
  );
}
