import { lazy, Suspense, useState } from 'react';
import type { RewardDialogProps } from './RewardDialog';

const RewardDialog = lazy(async () => ({
  default: (await import('./RewardDialog')).RewardDialog,
}));

/**
 * `RewardDialog` whose code (Modal, NumberInput, a focus trap: about 30 KB gzipped) loads when it
 * is first opened: most readers of an article or a profile never reward. Same props.
 */
export function LazyRewardDialog(props: RewardDialogProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <RewardDialog {...props} />
    </Suspense>
  );
}
