import type { SubscribedApp } from '../../api/contract';
import { appColumnTexts as texts } from '../../i18n/apps';
import type { DataTableColumn } from '../../ui/DataTable';
import { LaunchButton } from './LaunchButton';

/**
 * App, Package, Description and Action (spec 2 "Subscribed Apps table"). The Launch button goes
 * through the launcher with the chosen account's token. Memoise the result per token: a new array
 * rebuilds the table's search index.
 */
export function appColumns(accountToken: string): readonly DataTableColumn<SubscribedApp>[] {
  return [
    { id: 'product_name', header: texts.app, cell: (row) => row.product_name, searchText: (row) => row.product_name },
    { id: 'name', header: texts.package, cell: (row) => row.name, searchText: (row) => row.name },
    { id: 'description', header: texts.description, cell: (row) => row.description, searchText: (row) => row.description },
    { id: 'action', header: texts.action, cell: (row) => <LaunchButton app={row} accountToken={accountToken} /> },
  ];
}
