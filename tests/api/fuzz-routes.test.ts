import { fuzzRoutesWhere } from '../support/fuzz-suite';
import { isAuthRoute, isScimRoute } from '../support/fuzz-routes';

// Every route but auth/'s (fuzz-routes-auth.test.ts) and directory sync's (fuzz-routes-scim.test.ts):
// several files, so the suite's two workers share them.
fuzzRoutesWhere((route) => !isAuthRoute(route) && !isScimRoute(route));
