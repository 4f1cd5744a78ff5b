import { Form, Input } from 'antd';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';

export interface ConsignerProfileValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
  zipCode?: string;
}

/** The required profile fields as the contract takes them: blanks are sent as '' for its messages. */
export function profileRequest(values: ConsignerProfileValues) {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    address: values.address ?? '',
  };
}

/**
 * A consigner's name, email, phone (with area code), address and zip code, two to a row; the
 * contract's messages come from the form's check on submit.
 */
export function ConsignerProfileFields({ shouldAutoFocus = false }: { shouldAutoFocus?: boolean }) {
  return (
    <>
      <div className="form-card__row">
        <Form.Item label="First Name" name="firstName" required>
          <Input size="large" autoComplete="off" autoFocus={shouldAutoFocus} />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" required>
          <Input size="large" autoComplete="off" />
        </Form.Item>
      </div>
      <div className="form-card__row">
        <Form.Item label="Email" name="email" required>
          <Input {...EMAIL_INPUT_PROPS} size="large" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Phone" name="phone" required extra="Include the area code.">
          <Input size="large" type="tel" autoComplete="off" />
        </Form.Item>
      </div>
      <div className="form-card__row">
        <Form.Item label="Address" name="address" required>
          <Input size="large" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Zip Code" name="zipCode">
          <Input size="large" autoComplete="off" />
        </Form.Item>
      </div>
    </>
  );
}
