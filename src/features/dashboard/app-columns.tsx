import { Button } from '@chakra-ui/react';
import type { SubscribedApp } from '../../api/contract';
import { appColumnTexts as texts } from '../../i18n/apps';
import type { DataTableColumn } from '../../ui/DataTable';

/**
 * Spec 2 "Subscribed Apps table": a 'Launch' button per row opens the app in a new tab. The
 * launcher (a one-time token handed to the product) replaces this with its own issue; `noopener`
 * keeps the app from reaching back into the portal's window meanwhile.
 */
export const launchApp = (app: SubscribedApp): void => {
  window.open(app.url, '_blank', 'noopener');
};

/** App, Package, Description and Action; the Launch button is named after its app. */
export const appColumns: readonly DataTableColumn<SubscribedApp>[] = [
  { id: 'product_name', header: texts.app, cell: (row) => row.product_name, searchText: (row) => row.product_name },
  { id: 'name', header: texts.package, cell: (row) => row.name, searchText: (row) => row.name },
  { id: 'description', header: texts.description, cell: (row) => row.description, searchText: (row) => row.description },
  {
    id: 'action',
    header: texts.action,
    cell: (row) => (
      <Button size="xs" colorPalette="blue" aria-label={texts.launchName(row.product_name)} onClick={() => launchApp(row)}>
        {texts.launch}
      </Button>
    ),
  },
];
