import type { SubscribedApp } from '../../api/contract';
import { appColumnTexts as texts } from '../../i18n/apps';
import { useLaunchApp } from './useLaunchApp';
import '../../ui/shell.css';

/**
 * A row's 'Launch', named after its app so rows can be told apart. Each button has its own launch,
 * so only the app being opened shows it is busy. The 'Launch Product' confirmation modal stays
 * unconnected, as spec 2 says.
 */
export function LaunchButton({ app, accountToken }: { app: SubscribedApp; accountToken: string }) {
  const { launch, busy } = useLaunchApp(accountToken);
  return (
    <button
      type="button"
      className="pt-btn pt-btn--xs pt-btn--solid"
      aria-label={texts.launchName(app.product_name)}
      aria-busy={busy}
      disabled={busy}
      onClick={() => launch(app)}
    >
      {busy && <span className="pt-spinner" aria-hidden="true" />}
      <span className="pt-btn__label">{texts.launch}</span>
    </button>
  );
}
