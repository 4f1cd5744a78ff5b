import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { productMergeResult } from '@shared/contracts/products';
import { productMergeMessages } from '@shared/messages';
import { inventoryKeys } from '../inventory/shared/queries';
import { useJobQuery } from '../jobs/queries';
import { productKeys } from './queries';

/** Apart from the card below it, as the page's other alerts are. */
const SPACED = { marginBottom: 16 };

export interface MergeInProgress {
  jobId: number;
  /** The product being merged into this one. */
  title: string;
}

/**
 * The product page's word on a merge it started ('Merging product in background'): in progress
 * while the merge job is queued or running, then what moved, or why it failed. When it ends, the
 * product (its duplicates, GTINs) and its inventory are read again.
 */
export function MergeStatus({ merge, onClose }: { merge: MergeInProgress; onClose: () => void }) {
  const job = useJobQuery(merge.jobId);
  const queryClient = useQueryClient();
  const status = job.data?.status;
  const hasEnded = status === 'succeeded' || status === 'dead';

  useEffect(() => {
    if (!hasEnded) return;
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  }, [hasEnded, queryClient]);

  if (job.data?.status === 'succeeded') {
    const result = productMergeResult.safeParse(job.data.result);
    const { items, gtins } = result.success ? result.data : { items: 0, gtins: 0 };
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose }}
        style={SPACED}
        data-testid="merge-status"
        title={productMergeMessages.done(merge.title, items, gtins)}
      />
    );
  }
  if (job.data?.status === 'dead') {
    return (
      <Alert
        type="error"
        showIcon
        closable={{ onClose }}
        style={SPACED}
        data-testid="merge-status"
        title={productMergeMessages.failed(merge.title, job.data.error ?? '')}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      style={SPACED}
      data-testid="merge-status"
      title={productMergeMessages.inProgress(merge.title)}
    />
  );
}
