import { setDeviceIdSource } from '../api/auth';
import { setBearerSource } from '../api/http';
import { getDeviceId } from './device-id';
import { getToken } from './token-store';

/**
 * The API layer sits below the session (DESIGN "Layers") and never imports it: the session hands
 * it the bearer token and the device id through these two sources, once, when it is loaded.
 */
setBearerSource(getToken);
setDeviceIdSource(getDeviceId);
