/** The pending checkout moved to the session layer, which the subscribe feature shares. */
export { readPendingCheckout, type PendingCheckout } from '../../session/pending-checkout';
