import { lazy, Suspense, useState } from 'react';
import type { ReportDialogProps } from './ReportDialog';

const ReportDialog = lazy(async () => ({
  default: (await import('./ReportDialog')).ReportDialog,
}));

/**
 * `ReportDialog` whose code (Modal, radios, the contract's limit) loads when it is first opened:
 * most readers never report. Same props.
 */
export function LazyReportDialog(props: ReportDialogProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
