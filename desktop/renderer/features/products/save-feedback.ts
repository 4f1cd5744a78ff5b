import { type FormInstance } from 'antd';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { showServerFieldErrors } from '../../ui/zod-rule';

/**
 * Product saves (spec 001 §8): 'Saving' while the call runs, then 'Saved', or 'Unknown Error' when it
 * failed for no reason the clerk can act on. A refusal with a reason (a taken GTIN, a field the API
 * rejected) says that reason, under the field when there is one.
 */
export const saveFeedback = {
  start: () => notify.loading(notices.saving),
  saved: () => notify.success(notices.saved),
  failed: (error: unknown, form?: FormInstance) => {
    const hasReason = isApiError(error) && error.status >= 400 && error.status < 500;
    if (hasReason && form) showServerFieldErrors(form, error.fields);
    notify.error(hasReason ? error.message : notices.unknownError);
  },
};
