import { type ChangeEvent } from 'react';
import { TextInput } from '../../ui/light';
import './store-signup.css';

interface StoreHandleInputProps {
  id: string;
  /** null on a plain host, where stores have no subdomain of their own. */
  productDomain: string | null;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
  status?: 'error';
}

/** A handle box that shows the address it makes: "yourstore" + ".consigndesk.app" (spec 000 §2.1). */
export function StoreHandleInput({
  id,
  productDomain,
  value,
  onChange,
  autoFocus,
  status,
}: StoreHandleInputProps) {
  return (
    <TextInput
      id={id}
      value={value}
      onChange={onChange}
      size="large"
      placeholder="yourstore"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      autoComplete="off"
      autoFocus={autoFocus}
      status={status}
      addonAfter={productDomain && <span className="store-handle__domain">.{productDomain}</span>}
    />
  );
}
