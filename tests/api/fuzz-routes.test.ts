import { fuzzRoutesWhere } from '../support/fuzz-suite';
import { isAuthRoute } from '../support/fuzz-routes';

// Every route but auth/'s (fuzz-routes-auth.test.ts): two files, so the suite's two workers share them.
fuzzRoutesWhere((route) => !isAuthRoute(route));
