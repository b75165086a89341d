import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/contract';
import { devicesTexts as texts, securityTexts } from '../../i18n/security';
import { useSession } from '../../session/SessionProvider';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { PageLoading } from '../../ui/LoadingScreen';
import { devicesQuery } from './queries';
import { SignedInDevicesSection } from './SignedInDevicesSection';
import { TrustedDevicesSection } from './TrustedDevicesSection';

/** 'Signed-in devices' and 'Trusted devices', read in their own call so the rest of the screen does not wait for them. */
export function DevicesSections() {
  const { user } = useSession();
  const devices = useQuery(devicesQuery(user?.id ?? 0));
  if (devices.data) {
    return (
      <>
        <SignedInDevicesSection sessions={devices.data.sessions} />
        <TrustedDevicesSection trusted={devices.data.trusted} />
      </>
    );
  }
  if (devices.isError) {
    return (
      <LoadFailedAlert
        what={texts.loadFailed}
        reason={errorMessage(devices.error)}
        retryLabel={securityTexts.retry}
        onRetry={() => void devices.refetch()}
      />
    );
  }
  return <PageLoading />;
}
