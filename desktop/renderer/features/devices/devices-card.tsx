import { ReloadOutlined } from '@ant-design/icons';
import { Alert, AutoComplete, Button, Form, List, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SERIAL_BAUD_RATES, type CounterDevicesSnapshot } from '@shared/ipc/devices';
import type { ScanEvent } from '@shared/ipc/scanner';
import { deviceMessages } from '@shared/messages';
import { getCounterBridge } from '../../platform/bridge';
import { notify } from '../../ui/notify';
import {
  configFromForm,
  deviceRow,
  formFromConfig,
  hidScannerChoices,
  scanSourceLabel,
  serialPortChoices,
  type DevicesFormValues,
} from './devices-view';
import { CounterHardwareCard } from './counter-hardware-card';
import { useConfigureDevicesMutation } from './mutations';
import { useDevicesQuery } from './queries';

const TITLE = 'Devices';

/**
 * Devices (issue 13): the counter PC's scanners. In the counter app: each configured device with its
 * kind, status and last scan, a test area showing the last scanned code, and the port settings. In a
 * browser there is nothing to set up here, and it says so.
 */
export function DevicesCard() {
  const devices = useDevicesQuery();
  return (
    <CounterHardwareCard
      title={TITLE}
      query={devices}
      failedText="The devices could not be listed."
      inBrowser={{
        testId: 'devices-need-counter-app',
        title: deviceMessages.needsCounterApp,
        description: deviceMessages.wedgeWorksHere,
      }}
    >
      {(snapshot, refresh) => <CounterDevices snapshot={snapshot} {...refresh} />}
    </CounterHardwareCard>
  );
}

function CounterDevices({
  snapshot,
  onRefresh,
  isRefreshing,
}: {
  snapshot: CounterDevicesSnapshot;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  const rows = snapshot.devices.map((device) => deviceRow(device));
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {snapshot.problems.map((problem) => (
        <Alert key={problem} type="warning" showIcon title={problem} />
      ))}
      {rows.length === 0 ? (
        <Alert type="info" showIcon title={deviceMessages.noDevices} />
      ) : (
        <List
          aria-label="Scanners"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item key={row.id} data-testid="device-row">
              <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
                <Space wrap size="small">
                  <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                    {row.name}
                  </Typography.Text>
                  <Tag>{row.kind}</Tag>
                  <Tag color={row.statusColor} data-testid="device-status">
                    {row.statusLabel}
                  </Tag>
                </Space>
                {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
                <Typography.Text type="secondary">Last scan: {row.lastScan}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
      <ScanTestArea snapshot={snapshot} />
      <DevicesForm snapshot={snapshot} onRefresh={onRefresh} isRefreshing={isRefreshing} />
    </Space>
  );
}

/** Scan anything: the code shows here, so a clerk can tell the scanner reaches the app. */
function ScanTestArea({ snapshot }: { snapshot: CounterDevicesSnapshot }) {
  const [lastScan, setLastScan] = useState<ScanEvent | null>(null);
  useEffect(() => getCounterBridge().scanner.onScan(setLastScan), []);
  return (
    <section aria-label="Scan test">
      <Typography.Text strong>Scan test</Typography.Text>
      <div
        data-testid="device-test-scan"
        aria-live="polite"
        style={{ padding: '12px 16px', marginTop: 8, border: '1px dashed #d9d9d9', borderRadius: 6 }}
      >
        {lastScan ? (
          <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
            <Typography.Text code style={{ fontSize: 18, wordBreak: 'break-all' }}>
              {lastScan.code}
            </Typography.Text>
            <Typography.Text type="secondary">
              {scanSourceLabel(lastScan, snapshot.devices)}
              {lastScan.symbology ? ` · ${lastScan.symbology}` : ''}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{deviceMessages.waitingForScan}</Typography.Text>
        )}
      </div>
    </section>
  );
}

function DevicesForm({
  snapshot,
  onRefresh,
  isRefreshing,
}: {
  snapshot: CounterDevicesSnapshot;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  const [form] = Form.useForm<DevicesFormValues>();
  const configure = useConfigureDevicesMutation();

  const onFinish = (values: DevicesFormValues) =>
    configure.mutate(configFromForm(values, snapshot.config), {
      onSuccess: () => notify.success(deviceMessages.saved),
      onError: (error) => notify.error(error instanceof Error ? error.message : String(error)),
    });

  return (
    <Form
      form={form}
      name="devices"
      layout="vertical"
      initialValues={formFromConfig(snapshot.config)}
      onFinish={onFinish}
    >
      <Space wrap align="start">
        <Form.Item
          label="Serial port"
          name="serialPath"
          extra="Serial and USB CDC scanners; leave empty for none."
          style={{ minWidth: 260 }}
        >
          <AutoComplete options={serialPortChoices(snapshot)} placeholder="/dev/ttyACM0 or COM3" allowClear />
        </Form.Item>
        <Form.Item label="Baud rate" name="baudRate" style={{ minWidth: 140 }}>
          <Select options={SERIAL_BAUD_RATES.map((rate) => ({ value: rate, label: String(rate) }))} />
        </Form.Item>
      </Space>
      <Form.Item
        label="HID POS scanner"
        name="hidScanner"
        extra="A scanner set to HID POS mode (USB HID usage page 0x8C)."
        style={{ maxWidth: 420 }}
      >
        <Select options={[{ value: '', label: 'None' }, ...hidScannerChoices(snapshot)]} placeholder="None" />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={configure.isPending}>
          Save
        </Button>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={isRefreshing}>
          Look for devices
        </Button>
      </Space>
    </Form>
  );
}
