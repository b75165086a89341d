import { useMutation } from '@tanstack/react-query';
import { OFFLINE_MESSAGE, type SubscribedApp } from '../../api/contract';
import { launcherApi } from '../../api/launcher';
import { launchAppTexts } from '../../i18n/launcher';
import { useOnline } from '../../offline/useOnline';
import { toastError } from '../../ui/toast';

type Launch = { referrer: string; tab: Window };

export type LaunchApp = {
  /** Call from the click itself: the new tab must open before anything is awaited. */
  launch: (app: SubscribedApp) => void;
  busy: boolean;
};

/**
 * Spec 2 "Subscribed Apps table": Launch opens the app in a new tab through the launcher (POST
 * product with the account's token), so the product receives a one-time launch token. Browsers
 * block a tab opened after an await as a pop-up, so an empty tab opens on the click and is sent to
 * the answer's address, or closed again when there is none.
 */
export function useLaunchApp(accountToken: string): LaunchApp {
  const online = useOnline();
  // The tab handling lives in the mutation's own callbacks, not mutate()'s: those would be dropped
  // if the button unmounted meanwhile (another page of the table), leaving an empty tab behind.
  const { mutate, isPending } = useMutation({
    mutationFn: ({ referrer }: Launch) => launcherApi.launch({ referrer, token: accountToken }),
    // replace(): the empty page never becomes a history entry the user can go Back to.
    onSuccess: ({ url }, { tab }) => tab.location.replace(url),
    onError: (error, { tab }) => {
      tab.close();
      toastError(error);
    },
  });

  const launch = (app: SubscribedApp) => {
    // DESIGN "Offline": refused at once, before a tab opens that would only have to close again.
    if (!online) {
      toastError(OFFLINE_MESSAGE);
      return;
    }
    const tab = window.open('', '_blank');
    if (!tab) {
      // Nothing is asked of the server: the launch token would be spent with nowhere to go.
      toastError(launchAppTexts.tabBlocked);
      return;
    }
    // What 'noopener' did for the direct link: the product cannot reach back into the portal.
    tab.opener = null;
    mutate({ referrer: app.referrer, tab });
  };

  return { launch, busy: isPending };
}
