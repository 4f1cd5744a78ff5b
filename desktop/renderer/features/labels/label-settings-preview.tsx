import { Alert, Form, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import {
  type LabelFormValues,
  type LabelPreviewParams,
  labelPreviewQueryOf,
  previewRefusal,
} from './label-preview-query';
import { PdfPages } from './pdf-pages';
import { useLabelPreviewQuery } from './queries';

/** The preview asks again once the form has been still this long (a width typed digit by digit asks once). */
export const LABEL_PREVIEW_DEBOUNCE_MS = 300;

/**
 * Label Settings' live preview: a real item's label (the store's newest) drawn at true size with the
 * form's current values, saved or not. Lives inside the settings form and watches it; the server's
 * refusal (a size outside the limits, an item without its Shopify ID) shows in place of the label.
 */
export function LabelSettingsPreview() {
  const form = Form.useFormInstance();
  const watch = { form, preserve: true } as const;
  const values: LabelFormValues = {
    labelOptions: Form.useWatch('labelOptions', watch) as LabelFormValues['labelOptions'],
    labelSize: Form.useWatch('labelSize', watch) as LabelFormValues['labelSize'],
    labelSheet: Form.useWatch('labelSheet', watch) as LabelFormValues['labelSheet'],
    customBarcode: Form.useWatch('customBarcode', watch) as LabelFormValues['customBarcode'],
    features: Form.useWatch('features', watch) as LabelFormValues['features'],
  };
  // Debounced as its text: a new object each render must not restart the wait.
  const key = useDebouncedValue(JSON.stringify(labelPreviewQueryOf(values)), LABEL_PREVIEW_DEBOUNCE_MS);
  const query = useMemo(() => JSON.parse(key) as LabelPreviewParams, [key]);
  // A size the server would refuse is not asked for: the same words show in place of the label.
  const refusal = previewRefusal(query);
  const preview = useLabelPreviewQuery(query, refusal === null);
  const problem = refusal ?? (preview.isError && !preview.isFetching ? preview.error.message : null);

  return (
    <section
      className="label-settings__preview"
      aria-label="Label preview"
      data-testid="label-settings-preview"
    >
      <Typography.Title level={5} className="label-settings__preview-title">
        Preview{' '}
        <span className="muted label-settings__preview-note">
          {preview.isFetching ? 'Updating…' : 'True size, the store’s newest item'}
        </span>
      </Typography.Title>
      {problem !== null ? (
        <Alert type="warning" showIcon title={problem} data-testid="label-preview-error" />
      ) : preview.data ? (
        <PdfPages bytes={preview.data} label="Label preview" />
      ) : (
        <Skeleton.Node active style={{ width: 190, height: 95 }} />
      )}
    </section>
  );
}
