import { fuzzRoutesWhere } from '../support/fuzz-suite';
import { isAuthRoute } from '../support/fuzz-routes';

// The routes under auth/ (fuzz-routes.test.ts has the others).
fuzzRoutesWhere(isAuthRoute);
