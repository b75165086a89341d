import { fuzzRoutesWhere } from '../support/fuzz-suite';
import { isScimRoute } from '../support/fuzz-routes';

// Directory sync's routes: account/scim and /scim/v2 (fuzz-routes.test.ts has the others).
fuzzRoutesWhere(isScimRoute);
