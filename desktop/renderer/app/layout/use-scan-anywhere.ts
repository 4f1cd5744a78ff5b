import { useNavigate } from 'react-router';
import { gtinLookupResponse } from '@shared/contracts/scans';
import { inventoryResponse } from '@shared/contracts/inventories';
import { validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { apiRequest } from '@renderer/api/client';
import {
  type CodeLookups,
  isScanForAnywhere,
  resolveScannedCode,
  useScanFinderStore,
} from '@renderer/features/scanning/scan-anywhere';
import { useScans } from '@renderer/features/scanning/use-scans';
import { notify } from '@renderer/ui/notify';
import { useCurrentRoute } from '../current-route';

/** A 404 is an answer here ("no such code"); anything else is a failure to report. */
async function orNullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

const lookups: CodeLookups = {
  item: (code) =>
    orNullWhenNotFound(
      apiRequest({
        method: 'GET',
        path: `/api/inventories/code/${encodeURIComponent(code)}`,
        schema: inventoryResponse,
      }).then((data) => data.inventory),
    ),
  gtin: (gtin) =>
    orNullWhenNotFound(
      apiRequest({
        method: 'GET',
        path: `/api/products/gtin/${encodeURIComponent(gtin)}`,
        schema: gtinLookupResponse,
      }),
    ),
};

/**
 * An open modal dialog holds work in progress (a form, a confirmation): a scan must not navigate
 * away from it.
 */
function isModalOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Scanning anywhere (issue 13), mounted once by the back-office layout: a scan with no text field
 * focused opens the item or product it names, or finds the item in the inventory list on show;
 * an unknown code says so in a toast. Public pages and the kiosk have no such layout, so never scan
 * here.
 */
export function useScanAnywhere(): void {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  useScans((scan) => {
    if (!isScanForAnywhere(scan, route?.path ?? null) || isModalOpen()) return;
    void resolveScannedCode(scan.code, lookups)
      .then((found) => {
        if (found.kind === 'unknown') {
          notify.warning(validation.scan.unknownCode(scan.code.trim()));
        } else if (found.kind === 'product') {
          void navigate(`/products/${found.productId}`);
        } else if (!useScanFinderStore.getState().finder?.(found.item)) {
          void navigate(`/inventories/${found.item.id}`);
        }
      })
      .catch((error: unknown) => notify.error(error instanceof Error ? error.message : String(error)));
  });
}
