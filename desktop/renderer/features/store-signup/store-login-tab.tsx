import { useState, type FormEvent } from 'react';
import { storeLookupParams } from '@shared/contracts/stores-lookup';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { Field, Form } from '../../ui/light';
import { notify } from '../../ui/notify';
import { zodMessage } from '../../ui/zod-message';
import { useProductDomain } from '../current-store/queries';
import { useStoreLookupMutation } from './mutations';
import { StoreHandleInput } from './store-handle-input';
import { buildStoreLoginUrl, normalizeHandleInput } from './store-login';

const HANDLE_INPUT_ID = 'store-login-handle';

/** spec 000 §2.1 /storeSignup Login tab: find a store by handle and go to its own login page. */
export function StoreLoginTab({ shop }: { shop?: string }) {
  const productDomain = useProductDomain();
  const lookup = useStoreLookupMutation();
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const domain = normalizeHandleInput(handle, productDomain);
    const invalid = zodMessage(storeLookupParams.shape.domain, domain);
    setError(invalid);
    if (invalid) return;
    lookup.mutate(domain, {
      onSuccess: ({ loginUrl }) => {
        setIsLeaving(true);
        notify.loading(notices.loading);
        window.location.assign(buildStoreLoginUrl(loginUrl, { domain, shop }, window.location.origin));
      },
      onError: (failure) => {
        const message =
          isApiError(failure) && failure.status === 404 ? notices.storeLogin.handleNotFound : failure.message;
        setError(message);
        notify.error(message);
      },
    });
  };

  return (
    <Form
      onSubmit={onSubmit}
      pending={lookup.isPending || isLeaving}
      submitLabel={isLeaving ? notices.loading : 'Continue'}
    >
      <Field
        label="Store handle"
        htmlFor={HANDLE_INPUT_ID}
        error={error ?? undefined}
        help="Your store's address, as in the link to its back office."
      >
        <StoreHandleInput
          id={HANDLE_INPUT_ID}
          productDomain={productDomain}
          value={handle}
          onChange={(event) => setHandle(event.target.value)}
          autoFocus
          status={error ? 'error' : undefined}
        />
      </Field>
    </Form>
  );
}
