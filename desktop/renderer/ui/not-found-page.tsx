import { CompassOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { apiErrors } from '@shared/messages';
import { StatusPanel } from './status-panel';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPanel
      icon={<CompassOutlined aria-hidden />}
      title={apiErrors.notFound}
      extra={
        <Button type="primary" size="large" onClick={() => void navigate('/')}>
          Back Home
        </Button>
      }
    />
  );
}
