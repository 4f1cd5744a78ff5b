import { Alert, Button, Card, Form, Input, Space, Tooltip } from 'antd';
import { connectShopRequest, type StoreSettings } from '@shared/contracts/stores';
import { apiErrors, notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { showServerFieldErrors, zodRule } from '../../ui/zod-rule';
import { useConnectShopMutation, useResyncMutation } from './mutations';

/**
 * Connect shop and Resync All Inventory. A store runs standalone; resync needs a connected commerce
 * platform and says so until one is (spec README).
 */
export function ResyncCard({ store }: { store: StoreSettings }) {
  const [form] = Form.useForm<{ shop: string }>();
  const connect = useConnectShopMutation();
  const resync = useResyncMutation();
  const isConnected = store.platform !== null;

  const onConnect = ({ shop }: { shop: string }) =>
    connect.mutate(
      { shop },
      {
        onSuccess: () => notify.success(notices.settingsSaved),
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(form, error.fields);
        },
      },
    );

  return (
    <Card
      title="Resync All Inventory"
      className="settings-area"
      role="region"
      aria-label="Resync All Inventory"
    >
      <Form
        form={form}
        name="connect-shop"
        layout="vertical"
        initialValues={{ shop: store.shop?.shop ?? '' }}
        onFinish={onConnect}
      >
        <Form.Item label="Shopify URL" name="shop" rules={[zodRule(connectShopRequest.shape.shop)]}>
          <Input placeholder="your-shop.myshopify.com" />
        </Form.Item>
        <Button htmlType="submit" loading={connect.isPending}>
          Connect Shop
        </Button>
      </Form>
      <Space orientation="vertical" style={{ marginTop: 16, width: '100%' }}>
        {!isConnected && <Alert type="info" showIcon title={apiErrors.noPlatformConnected} />}
        <Tooltip title={isConnected ? undefined : apiErrors.noPlatformConnected}>
          <Button
            type="primary"
            danger
            disabled={!isConnected}
            loading={resync.isPending}
            onClick={() => resync.mutate()}
          >
            Resync All Inventory
          </Button>
        </Tooltip>
      </Space>
    </Card>
  );
}
