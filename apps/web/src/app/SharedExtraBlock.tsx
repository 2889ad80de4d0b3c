import { useMostRecent } from '@byline/api-client';
import { ExtraBlock } from '@byline/ui';

/** The spec's shared block after the home, category and article pages, fed by the most-recent list. */
export function SharedExtraBlock() {
  const latest = useMostRecent();
  return <ExtraBlock items={latest.data} loading={latest.isLoading} />;
}
