// One proof-of-work worker, speaking the protocol of both the ALTCHA widget and altcha-lib's solver.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
