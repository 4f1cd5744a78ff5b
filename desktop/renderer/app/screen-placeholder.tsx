import { apiErrors } from '@shared/messages';
import { useStoreWording } from '../features/session/use-store-wording';
import { ToolIcon } from '../ui/light';
import { StatusPanel } from '../ui/status-panel';
import { useCurrentRoute } from './current-route';

/** Stands in for every screen until its issue builds it; says so plainly and offers nothing to click. */
export function ScreenPlaceholder() {
  const route = useCurrentRoute();
  const wording = useStoreWording();
  return (
    <StatusPanel
      icon={<ToolIcon />}
      title={wording(route?.title ?? '')}
      subTitle={apiErrors.screenNotAvailable}
      isStandalone={route?.area !== 'private'}
      testId="screen-placeholder"
    />
  );
}
