import { type FormInstance } from 'antd';
import { type UpdateConsignerRequest, updateConsignerRequest } from '@shared/contracts/consigners';
import { validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { notify } from '@renderer/ui/notify';
import {
  checkWithSchema,
  type PayoutValues,
  payoutRequest,
  showNestedServerErrors,
} from '../consigners/payout-fields';

/** A refused save of a consigner form: under the fields the API names, otherwise as a toast. */
export function showSaveFailure(form: FormInstance, error: Error): void {
  if (isApiError(error) && Object.keys(error.fields).length > 0) showNestedServerErrors(form, error.fields);
  else notify.error(error.message);
}

/**
 * The payout details as PUT /api/consigners/{id} takes them, or null when the form shows why not:
 * a payout type must be chosen, then the rules of spec 001 §5 (an email for PayPal and Zelle; the
 * bank fields each routing type needs) under their fields.
 */
export function payoutDetailsRequest(
  form: FormInstance,
  values: PayoutValues,
): UpdateConsignerRequest | null {
  if (!values.payoutType) {
    form.setFields([{ name: 'payoutType', errors: [validation.storeSettings.payoutOptionRequired] }]);
    return null;
  }
  const request = payoutRequest(values);
  return checkWithSchema(form, updateConsignerRequest, request)
    ? updateConsignerRequest.parse(request)
    : null;
}
