import { useNavigate } from 'react-router';
import { apiErrors } from '@shared/messages';
import { Button, CompassIcon } from './light';
import { StatusPanel } from './status-panel';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPanel
      icon={<CompassIcon />}
      title={apiErrors.notFound}
      extra={
        <Button type="primary" size="large" onClick={() => void navigate('/')}>
          Back Home
        </Button>
      }
    />
  );
}
