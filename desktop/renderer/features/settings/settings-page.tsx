import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hasAccess } from '@shared/domain/access-controls';
import { useSignOut } from '../../app/use-sign-out';
import { PageHeader } from '../../ui/page-header';
import { DevicesCard } from '../devices/devices-card';
import { PrintersCard } from '../devices/printers-card';
import { useMeQuery } from '../session/queries';
import { ConsignerSettingsCard } from './consigner-settings-card';
import { EmailSettingsCard } from './email-settings-card';
import { InventorySettingsCard } from './inventory-settings-card';
import { LabelSettingsCard } from './label-settings-card';
import { useStoreSettingsQuery } from './queries';
import { ResyncCard } from './resync-card';
import { StoreSettingsCard } from './store-settings-card';

/**
 * /settings (spec 000 §2.3): the store's settings, one card per area with its own Save. The Logout
 * button is always there; the store's settings need Settings (spec 000 §6). Devices is this counter
 * PC's, not the store's: whoever works the counter can see whether the scanner is connected.
 */
export function SettingsPage() {
  const signOut = useSignOut();
  const me = useMeQuery();
  const canEdit = me.data ? hasAccess(me.data.accessControls, 'Settings') : false;
  const settings = useStoreSettingsQuery(me.data?.store.id, canEdit);
  const { hash } = useLocation();
  // A link to one area (e.g. the print dialog's "choose a printer", /settings#printers) lands on
  // it once the cards above it have their height.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, settings.data]);

  const logout = (
    <Button icon={<LogoutOutlined aria-hidden />} onClick={signOut}>
      Logout
    </Button>
  );

  return (
    <>
      <PageHeader title="Settings" actions={logout} />
      {canEdit &&
        (settings.data ? (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <StoreSettingsCard store={settings.data} />
            <InventorySettingsCard store={settings.data} />
            <LabelSettingsCard store={settings.data} />
            <ConsignerSettingsCard store={settings.data} />
            <EmailSettingsCard store={settings.data} />
            <ResyncCard store={settings.data} />
          </Space>
        ) : settings.isError ? (
          <Alert type="error" showIcon title="The settings could not be loaded." />
        ) : (
          <Skeleton active />
        ))}
      <div id="devices" style={{ marginTop: canEdit ? 24 : 0 }}>
        <DevicesCard />
      </div>
      <div id="printers" style={{ marginTop: 24 }}>
        <PrintersCard />
      </div>
    </>
  );
}
