import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  AutoComplete,
  Button,
  Form,
  Input,
  InputNumber,
  List,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { SERIAL_BAUD_RATES } from '@shared/ipc/devices';
import { RECEIPT_COLUMNS } from '@shared/domain/receipt';
import {
  PRINTER_KINDS,
  PRINTER_LANGUAGES,
  RAW_PRINTER_LANGUAGES,
  ZPL_DPIS,
  type CounterPrintersSnapshot,
} from '@shared/ipc/printers';
import { printerMessages } from '@shared/messages';
import { notify } from '../../ui/notify';
import { CounterHardwareCard } from './counter-hardware-card';
import { useCheckPrinterMutation, useConfigurePrintersMutation, useTestPrintMutation } from './mutations';
import {
  EMPTY_PRINTER_FORM,
  PRINTER_KIND_LABELS,
  PRINTER_LANGUAGE_LABELS,
  printerFromForm,
  printerPortChoices,
  printerRow,
  queueChoices,
  testPrintToast,
  withLabelsPrinter,
  withoutPrinter,
  withReceiptsPrinter,
  withPrinter,
  type PrinterFormValues,
} from './printers-view';
import { useDevicesQuery, usePrintersQuery } from './queries';

const TITLE = 'Printers';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Printers (issue 14): the counter PC's label printers, beside its scanners. In the counter app: each
 * configured printer with its status and the reason, a Test print, the choice of the printer for
 * labels, and adding one (a spooler queue, a network or a serial ZPL printer). In a browser there is
 * nothing to set up: labels print through the browser's dialog, and it says so.
 */
export function PrintersCard() {
  const printers = usePrintersQuery();
  return (
    <CounterHardwareCard
      title={TITLE}
      query={printers}
      failedText="The printers could not be listed."
      inBrowser={{
        testId: 'printers-need-counter-app',
        title: printerMessages.needsCounterApp,
        description: printerMessages.browserPrintsPdf,
      }}
    >
      {(snapshot, refresh) => <CounterPrinters snapshot={snapshot} {...refresh} />}
    </CounterHardwareCard>
  );
}

function CounterPrinters({
  snapshot,
  onRefresh,
  isRefreshing,
}: {
  snapshot: CounterPrintersSnapshot;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  const configure = useConfigurePrintersMutation();
  const testPrint = useTestPrintMutation();
  const check = useCheckPrinterMutation();
  const rows = snapshot.printers.map((printer) => printerRow(printer, snapshot.config));

  const save = (config: CounterPrintersSnapshot['config'], onSaved?: () => void) =>
    configure.mutate(config, {
      onSuccess: () => {
        notify.success(printerMessages.saved);
        onSaved?.();
      },
      onError: (error) => notify.error(errorText(error)),
    });

  const runTestPrint = (printerId: string) =>
    testPrint.mutate(printerId, {
      onSuccess: (outcome) => {
        const toast = testPrintToast(outcome);
        notify[toast.kind](toast.text);
      },
      onError: (error) => notify.error(errorText(error)),
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {snapshot.problems.map((problem) => (
        <Alert key={problem} type="warning" showIcon title={problem} />
      ))}
      {rows.length === 0 ? (
        <Alert type="info" showIcon title={printerMessages.noPrinters} />
      ) : (
        <>
          {snapshot.config.printerFor.labels === null && (
            <Alert type="warning" showIcon title={printerMessages.noLabelsPrinter} />
          )}
          <List
            aria-label="Configured printers"
            dataSource={rows}
            renderItem={(row) => (
              <List.Item key={row.id} data-testid="printer-row">
                <Space orientation="vertical" size={4} style={{ minWidth: 0, width: '100%' }}>
                  <Space wrap size="small">
                    <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                      {row.name}
                    </Typography.Text>
                    <Tag>{row.kind}</Tag>
                    <Tag>{row.takes}</Tag>
                    <Tag color={row.statusColor} data-testid="printer-status">
                      {row.statusLabel}
                    </Tag>
                    {row.isForLabels && (
                      <Tag color="blue" data-testid="printer-for-labels">
                        Labels
                      </Tag>
                    )}
                    {row.isForReceipts && (
                      <Tag color="purple" data-testid="printer-for-receipts">
                        Receipts
                      </Tag>
                    )}
                  </Space>
                  {row.reason && (
                    <Typography.Text type="secondary" data-testid="printer-reason">
                      {row.reason}
                    </Typography.Text>
                  )}
                  <Space wrap size="small">
                    <Button
                      icon={<PrinterOutlined aria-hidden />}
                      onClick={() => runTestPrint(row.id)}
                      loading={testPrint.isPending && testPrint.variables === row.id}
                    >
                      Test print
                    </Button>
                    <Button
                      onClick={() =>
                        check.mutate(row.id, { onError: (error) => notify.error(errorText(error)) })
                      }
                      loading={check.isPending && check.variables === row.id}
                    >
                      Check status
                    </Button>
                    {!row.isForLabels && row.canPrint.labels && (
                      <Button onClick={() => save(withLabelsPrinter(snapshot.config, row.id))}>
                        Use for labels
                      </Button>
                    )}
                    {!row.isForReceipts && row.canPrint.receipts && (
                      <Button onClick={() => save(withReceiptsPrinter(snapshot.config, row.id))}>
                        Use for receipts
                      </Button>
                    )}
                    <Button danger onClick={() => save(withoutPrinter(snapshot.config, row.id))}>
                      Remove
                    </Button>
                  </Space>
                </Space>
              </List.Item>
            )}
          />
        </>
      )}
      <AddPrinterForm
        snapshot={snapshot}
        isSaving={configure.isPending}
        onAdd={(config, onSaved) => save(config, onSaved)}
      />
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={isRefreshing}>
        Look for printers
      </Button>
    </Space>
  );
}

function AddPrinterForm({
  snapshot,
  isSaving,
  onAdd,
}: {
  snapshot: CounterPrintersSnapshot;
  isSaving: boolean;
  onAdd: (config: CounterPrintersSnapshot['config'], onSaved: () => void) => void;
}) {
  const [form] = Form.useForm<PrinterFormValues>();
  const kind = Form.useWatch('kind', form) ?? EMPTY_PRINTER_FORM.kind;
  const language = Form.useWatch('language', form) ?? EMPTY_PRINTER_FORM.language;
  const rawLanguage = Form.useWatch('rawLanguage', form) ?? EMPTY_PRINTER_FORM.rawLanguage;
  const sends = kind === 'system-printer' ? language : rawLanguage;
  // Serial ports are listed by the Devices area (the scanners share the bus).
  const devices = useDevicesQuery();
  const dpiOptions = ZPL_DPIS.map((dpi) => ({ value: dpi, label: `${dpi} dpi` }));

  const onFinish = (values: PrinterFormValues) => {
    const parsed = printerFromForm({ ...EMPTY_PRINTER_FORM, ...values });
    if (!parsed.ok) {
      notify.error(parsed.message);
      return;
    }
    onAdd(withPrinter(snapshot.config, parsed.printer), () => form.resetFields());
  };

  return (
    <Form
      form={form}
      name="add-printer"
      layout="vertical"
      // No queue chosen yet: the Select shows its placeholder rather than an empty choice.
      initialValues={{ ...EMPTY_PRINTER_FORM, queue: undefined }}
      onFinish={onFinish}
      aria-label="Add a printer"
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Add a printer
      </Typography.Title>
      <Space wrap align="start">
        <Form.Item label="Printer type" name="kind" style={{ minWidth: 220 }}>
          <Select options={PRINTER_KINDS.map((value) => ({ value, label: PRINTER_KIND_LABELS[value] }))} />
        </Form.Item>
        {kind === 'system-printer' && (
          <>
            <Form.Item
              label="Queue"
              name="queue"
              extra="A printer installed in the operating system."
              style={{ minWidth: 260 }}
            >
              <Select options={queueChoices(snapshot)} placeholder="Choose the printer" />
            </Form.Item>
            <Form.Item label="Sends" name="language" style={{ minWidth: 160 }}>
              <Select
                options={PRINTER_LANGUAGES.map((value) => ({
                  value,
                  label: PRINTER_LANGUAGE_LABELS[value],
                }))}
              />
            </Form.Item>
          </>
        )}
        {kind !== 'system-printer' && (
          <Form.Item label="Sends" name="rawLanguage" style={{ minWidth: 180 }}>
            <Select
              options={RAW_PRINTER_LANGUAGES.map((value) => ({
                value,
                label: PRINTER_LANGUAGE_LABELS[value],
              }))}
            />
          </Form.Item>
        )}
        {kind === 'network-zpl-printer' && (
          <>
            <Form.Item label="Address" name="host" style={{ minWidth: 220 }}>
              <Input placeholder="192.168.1.50" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Port" name="port" style={{ width: 120 }}>
              <InputNumber min={1} max={65535} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {kind === 'serial-zpl-printer' && (
          <>
            <Form.Item label="Printer port" name="serialPath" style={{ minWidth: 240 }}>
              <AutoComplete
                options={printerPortChoices(devices.data?.available ? devices.data : undefined)}
                placeholder="/dev/ttyUSB0 or COM3"
              />
            </Form.Item>
            <Form.Item label="Printer baud rate" name="baudRate" style={{ minWidth: 140 }}>
              <Select options={SERIAL_BAUD_RATES.map((rate) => ({ value: rate, label: String(rate) }))} />
            </Form.Item>
          </>
        )}
        {sends === 'zpl' && (
          <Form.Item label="Resolution" name="dpi" style={{ minWidth: 130 }}>
            <Select options={dpiOptions} />
          </Form.Item>
        )}
        {sends === 'escpos' && (
          <Form.Item
            label="Line width"
            name="columns"
            extra="48 characters on 80 mm paper, 42 on 3-inch."
            style={{ minWidth: 150 }}
          >
            <Select
              options={RECEIPT_COLUMNS.map((columns) => ({ value: columns, label: `${columns} columns` }))}
            />
          </Form.Item>
        )}
      </Space>
      <div>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          Add printer
        </Button>
      </div>
    </Form>
  );
}
