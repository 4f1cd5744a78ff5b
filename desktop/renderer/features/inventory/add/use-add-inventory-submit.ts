import { useState } from 'react';
import { type InventoryItem } from '@shared/contracts/inventories';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { type StoreRequestStatus } from '@shared/domain/store-requests';
import { validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { useCreateInventoriesMutation } from '../shared/mutations';
import {
  addInventoryProblem,
  scanCreateProblem,
  storeRequestProblem,
  toInventoryFormArray,
  toScanIntakeFormArray,
  toStoreRequestFormArray,
  type VariantRow,
} from './add-inventory';

/** What Add Product (or Add Request) sends: the dialog's rows and choices. */
export interface AddInventoryInput {
  template: ProductTemplate | undefined;
  rows: VariantRow[];
  ownerId: number | null;
  locationId: number | null;
  subLocationId: number | null;
  requestType: StoreRequestStatus;
  /** Scan intake: a row's fees are still being calculated ('Please wait to calculate fees'). */
  isCalculatingFees?: boolean;
}

/** Which dialog submits: staff intake, a store request, or scan intake's create-inventory dialog. */
export type AddInventoryVariant = 'intake' | 'storeRequest' | 'scanIntake';

/**
 * Add Product of the Add Inventory dialog (POST /api/inventories): the rows are checked first (the
 * problem shows above the buttons, in the spec's words), then sent. Intake toasts a refusal; a store
 * request shows the server's refusal of a range under that row's Upper price, anything else above
 * the buttons.
 */
export function useAddInventorySubmit({
  productId,
  variant,
  onAdded,
}: {
  productId: number;
  variant: AddInventoryVariant;
  /** The items made (one per unit of every row). */
  onAdded: (items: InventoryItem[]) => void;
}) {
  const isStoreRequest = variant === 'storeRequest';
  const create = useCreateInventoriesMutation({ shouldToastError: !isStoreRequest });
  const [problem, setProblem] = useState<string | null>(null);
  /** The server's refusal of a row's range, by size. */
  const [rangeErrors, setRangeErrors] = useState<Record<string, string>>({});

  const submitIntake = ({ template, rows, ownerId, locationId, subLocationId }: AddInventoryInput) => {
    if (!template) return;
    const found = addInventoryProblem(template, rows, locationId);
    if (found || ownerId === null || locationId === null) {
      setProblem(found ?? validation.inventory.consignerRequired);
      return;
    }
    create.mutate(
      {
        inventoryFormArray: toInventoryFormArray({
          productId,
          template,
          rows,
          consignerId: ownerId,
          locationId,
          subLocationId,
        }),
      },
      { onSuccess: (answer) => onAdded(answer.inventories) },
    );
  };

  /** Scan intake: the consigner and place come from step 1; the items wait for Save as Drop off pending. */
  const submitScanIntake = (input: AddInventoryInput) => {
    const { template, rows, ownerId, locationId, subLocationId } = input;
    if (!template) return;
    const found = scanCreateProblem(template, rows, input.isCalculatingFees ?? false);
    if (found || ownerId === null || locationId === null) {
      setProblem(found ?? validation.scan.selectLocationAndConsigner);
      return;
    }
    create.mutate(
      {
        inventoryFormArray: toScanIntakeFormArray({
          productId,
          template,
          rows,
          consignerId: ownerId,
          locationId,
          subLocationId,
        }),
      },
      { onSuccess: (answer) => onAdded(answer.inventories) },
    );
  };

  const submitStoreRequest = ({ template, rows, locationId, requestType }: AddInventoryInput) => {
    if (!template) return;
    const found = storeRequestProblem(template, rows, locationId);
    if (found || locationId === null) {
      setProblem(found);
      return;
    }
    create.mutate(
      {
        inventoryFormArray: toStoreRequestFormArray({
          productId,
          template,
          rows,
          type: requestType,
          locationId,
        }),
      },
      {
        onSuccess: (answer) => onAdded(answer.inventories),
        onError: (error) => {
          // A refused range goes under its row's Upper price; anything else above the buttons.
          const fields = isApiError(error) ? error.fields : {};
          const underRows: Record<string, string> = {};
          for (const [field, message] of Object.entries(fields)) {
            const match = /^inventoryFormArray\.(\d+)\.storeRequestPriceRange/.exec(field);
            const row = match ? rows[Number(match[1])] : undefined;
            if (row) underRows[row.option1Value] = message;
          }
          setRangeErrors(underRows);
          if (Object.keys(underRows).length === 0) setProblem(error.message);
        },
      },
    );
  };

  return {
    submit: { intake: submitIntake, storeRequest: submitStoreRequest, scanIntake: submitScanIntake }[variant],
    isPending: create.isPending,
    /** Why the rows cannot be sent, or the server's refusal: shown above the buttons. */
    problem,
    setProblem,
    rangeErrors,
    /** A row was changed: its refusal and the problem no longer hold. */
    clearRow: (size: string) => {
      setProblem(null);
      setRangeErrors((current) => ({ ...current, [size]: '' }));
    },
    reset: () => {
      setProblem(null);
      setRangeErrors({});
    },
  };
}
