import { Button } from '@chakra-ui/react';
import type { SubscribedApp } from '../../api/contract';
import { appColumnTexts as texts } from '../../i18n/apps';
import { useLaunchApp } from './useLaunchApp';

/**
 * A row's 'Launch', named after its app so rows can be told apart. Each button has its own launch,
 * so only the app being opened shows it is busy (a spinner in place of the label, which keeps the
 * width). The 'Launch Product' confirmation modal stays unconnected, as spec 2 says.
 */
export function LaunchButton({ app, accountToken }: { app: SubscribedApp; accountToken: string }) {
  const { launch, busy } = useLaunchApp(accountToken);
  return (
    <Button
      size="xs"
      colorPalette="blue"
      aria-label={texts.launchName(app.product_name)}
      aria-busy={busy}
      loading={busy}
      onClick={() => launch(app)}
    >
      {texts.launch}
    </Button>
  );
}
