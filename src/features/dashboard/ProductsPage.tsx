import { HomePage } from './HomePage';

/** /dashboard/products: the home page with its 'Apps' title (spec "Home/dashboard"). */
export function ProductsPage() {
  return <HomePage />;
}
