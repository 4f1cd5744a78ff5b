import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { type ProductGtin } from '@shared/contracts/products';
import { isValidGtin } from '@shared/domain/gtin';
import { sortSizes } from '@shared/domain/size-sort';
import { validation } from '@shared/messages';
import './products.css';

interface GtinsModalProps {
  open: boolean;
  gtins: readonly ProductGtin[];
  /** The template's first option (usually Size) and its values: what a GTIN is paired with. */
  sizeLabel: string;
  sizes: readonly string[];
  saving: boolean;
  onSave: (gtins: ProductGtin[]) => void;
  onCancel: () => void;
}

interface GtinRows {
  rows: { size?: string; gtin?: string }[];
}

const messages = validation.product;

/**
 * Manage GTINs (spec 000 §2.3 Product detail): size ↔ GTIN pairs. Each code is checked by its check
 * digit here and again by the API, which also keeps a GTIN unique within the store.
 */
export function GtinsModal({ open, gtins, sizeLabel, sizes, saving, onSave, onCancel }: GtinsModalProps) {
  const [form] = Form.useForm<GtinRows>();

  useEffect(() => {
    if (open) form.setFieldsValue({ rows: gtins.map((entry) => ({ ...entry })) });
  }, [open, gtins, form]);

  // Sizes of saved pairs stay choosable even if the template no longer lists them.
  const sizeOptions = sortSizes([...new Set([...sizes, ...gtins.map((entry) => entry.size)])]).map(
    (size) => ({
      value: size,
      label: size,
    }),
  );

  const onFinish = ({ rows = [] }: GtinRows) =>
    onSave(rows.map((row) => ({ size: row.size ?? '', gtin: (row.gtin ?? '').trim() })));

  return (
    <Modal
      open={open}
      title="Manage GTINs"
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
    >
      <Form<GtinRows> form={form} name="gtins" onFinish={onFinish} className="gtins-form">
        <Form.List name="rows">
          {(rows, { add, remove }) => (
            <>
              {rows.length === 0 && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No GTINs yet. Add one per size." />
              )}
              {rows.map((row, index) => (
                <div key={row.key} className="gtins-form__row">
                  <Form.Item
                    name={[row.name, 'size']}
                    rules={[{ required: true, message: `Choose the ${sizeLabel.toLowerCase()}` }]}
                    className="gtins-form__size"
                  >
                    <Select
                      showSearch
                      placeholder={sizeLabel}
                      aria-label={`${sizeLabel} of GTIN ${index + 1}`}
                      options={sizeOptions}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'gtin']}
                    className="gtins-form__gtin"
                    validateTrigger="onBlur"
                    rules={[
                      {
                        validator: async (_rule, value: string | undefined) => {
                          const code = (value ?? '').trim();
                          if (!code || !isValidGtin(code)) throw new Error(messages.gtinInvalid(code || '—'));
                          const all = (form.getFieldValue('rows') as GtinRows['rows']).map((other) =>
                            (other?.gtin ?? '').trim(),
                          );
                          if (all.filter((other) => other === code).length > 1) {
                            throw new Error(messages.gtinListedTwice(code));
                          }
                        },
                      },
                    ]}
                  >
                    <Input
                      placeholder="GTIN (8, 12, 13 or 14 digits)"
                      inputMode="numeric"
                      aria-label={`GTIN ${index + 1}`}
                      maxLength={14}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove GTIN ${index + 1}`}
                    onClick={() => remove(row.name)}
                  />
                </div>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})}>
                Add GTIN
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
