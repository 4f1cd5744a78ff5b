import { RESERVE_DEFAULT_COUNTRY_CODE, RESERVE_PHONE_DIGITS } from '@shared/constants';
import { digitsOnly, type ReserveForm } from '@shared/domain/kiosk';
import { shopperCopy } from '@shared/messages';
import { TextInput } from '../../ui/light';

/** Country codes have at most 3 digits (reserveCustomerOf refuses more). */
const COUNTRY_CODE_DIGITS = 3;

export const EMPTY_RESERVE_FORM: ReserveForm = {
  name: '',
  countryCode: RESERVE_DEFAULT_COUNTRY_CODE,
  number: '',
};

interface CustomerFieldsProps {
  value: ReserveForm;
  onChange: (value: ReserveForm) => void;
  /** Prefix of the fields' ids, so two forms on one page never share one. */
  idPrefix: string;
}

/**
 * The Reserve Mine form's fields (spec 001 §5): name, country code (default 1) and a 10-digit
 * number; the phone inputs keep digits only as they are typed, and cut to their length after the
 * digits are taken (a maxLength would cut a pasted '(555) 010-4477' before its last digits). Large, for a finger on a screen.
 */
export function CustomerFields({ value, onChange, idPrefix }: CustomerFieldsProps) {
  return (
    <div className="kiosk-customer">
      <label className="kiosk-customer__field" htmlFor={`${idPrefix}-name`}>
        <span>{shopperCopy.kiosk.customerName}</span>
        <TextInput
          id={`${idPrefix}-name`}
          size="large"
          autoComplete="off"
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
      </label>
      <div className="kiosk-customer__phone">
        <label className="kiosk-customer__field kiosk-customer__code" htmlFor={`${idPrefix}-code`}>
          <span>{shopperCopy.kiosk.countryCode}</span>
          <TextInput
            id={`${idPrefix}-code`}
            size="large"
            inputMode="numeric"
            prefix="+"
            value={value.countryCode}
            onChange={(event) =>
              onChange({
                ...value,
                countryCode: digitsOnly(event.target.value).slice(0, COUNTRY_CODE_DIGITS),
              })
            }
          />
        </label>
        <label className="kiosk-customer__field" htmlFor={`${idPrefix}-number`}>
          <span>{shopperCopy.kiosk.phoneNumber}</span>
          <TextInput
            id={`${idPrefix}-number`}
            size="large"
            inputMode="numeric"
            autoComplete="off"
            value={value.number}
            onChange={(event) =>
              onChange({ ...value, number: digitsOnly(event.target.value).slice(0, RESERVE_PHONE_DIGITS) })
            }
          />
        </label>
      </div>
    </div>
  );
}
