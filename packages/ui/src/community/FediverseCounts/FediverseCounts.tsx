import { Text } from '@mantine/core';
import { FEDIVERSE_COUNT_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface FediverseCountsProps {
  /** Fediverse accounts that liked the article, and that boosted it. */
  counts: { likes: number; boosts: number };
}

/**
 * An article's likes and boosts from other servers of the fediverse, beside its reactions: plain
 * server-rendered text ("2 likes · 1 boost from the fediverse"); nothing while there are none.
 */
export function FediverseCounts({ counts }: FediverseCountsProps) {
  const texts = useMessages(FEDIVERSE_COUNT_TEXTS);
  const parts = [
    counts.likes > 0 ? texts.likes(counts.likes) : null,
    counts.boosts > 0 ? texts.boosts(counts.boosts) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="fediverse-counts">
      {`${parts.join(' · ')} ${texts.fromFediverse}`}
    </Text>
  );
}
