import { CloseOutlined } from '@ant-design/icons';
import { Button, InputNumber, Steps } from 'antd';
import { type ReactNode } from 'react';
import { type VariantRow, type WizardStep } from './add-inventory';

type OptionKey = 'option1Value' | 'option2Value' | 'option3Value';

interface WizardFrameProps {
  /** The dialog's accessible name. */
  label: string;
  store: { name: string; logo: string | null } | undefined;
  product: { title: string; sku: string };
  steps: readonly WizardStep[];
  step: number;
  row: VariantRow;
  /** How the Price step's summary shows the price (the staff wizard: as typed; the portal: in money). */
  priceText: (price: number) => string;
  onClose: () => void;
  onBack: () => void;
  /** Above the steps: a load failure to say. */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The add-inventory wizard's frame (spec 000 §2.3: "a full-screen overlay with the store logo"): the
 * store, the product, the steps with what was chosen so far, the current step, and Back. The staff
 * wizard and the consigner portal's drop-off wizard both run in it.
 */
export function WizardFrame({
  label,
  store,
  product,
  steps,
  step,
  row,
  priceText,
  onClose,
  onBack,
  notice,
  children,
}: WizardFrameProps) {
  return (
    <div className="wizard" role="dialog" aria-label={label}>
      <header className="wizard__header">
        <span className="wizard__store">
          {store?.logo ? <img src={store.logo} alt="" className="wizard__logo" /> : null}
          <strong>{store?.name}</strong>
        </span>
        <Button type="text" size="large" icon={<CloseOutlined />} aria-label="Close" onClick={onClose} />
      </header>
      <main className="wizard__body">
        <h1 className="wizard__title">{product.title}</h1>
        <p className="muted">{product.sku}</p>
        {notice}
        <Steps
          size="small"
          current={step}
          className="wizard__steps"
          items={steps.map((candidate) => ({
            title: candidate.title,
            description:
              candidate.kind === 'option'
                ? (row[candidate.key] ?? undefined)
                : candidate.kind === 'price' && row.price
                  ? priceText(row.price)
                  : undefined,
          }))}
        />
        {children}
        {step > 0 && (
          <Button type="link" onClick={onBack} className="wizard__back">
            Back
          </Button>
        )}
      </main>
    </div>
  );
}

/** An option step: one button per value of the template's option; choosing one moves on. */
export function OptionChoices({
  step,
  row,
  onChoose,
}: {
  step: Extract<WizardStep, { kind: 'option' }>;
  row: VariantRow;
  onChoose: (key: OptionKey, value: string) => void;
}) {
  return (
    <section aria-label={step.title}>
      <h2 className="wizard__question">Choose the {step.title.toLowerCase()}</h2>
      <div className="wizard__choices">
        {step.values.map((value) => (
          <Button
            key={value}
            size="large"
            type={row[step.key] === value ? 'primary' : 'default'}
            onClick={() => onChoose(step.key, value)}
          >
            {value}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** A number the wizard asks (Price, Cost, Quantity): its label above a large input the width of the step. */
export function WizardNumberField({
  label,
  value,
  onChange,
  min = 0,
  precision = 2,
  prefix,
  autoFocus = false,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  min?: number;
  precision?: number;
  prefix?: string;
  autoFocus?: boolean;
}) {
  return (
    <label className="add-inventory__field">
      <span className="add-inventory__label">{label}</span>
      <InputNumber
        aria-label={label}
        size="large"
        min={min}
        precision={precision}
        prefix={prefix}
        value={value}
        onChange={onChange}
        style={{ width: '100%' }}
        autoFocus={autoFocus}
      />
    </label>
  );
}
