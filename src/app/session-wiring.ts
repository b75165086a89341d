import { clearPersistedCaches, startPersistence } from '../offline/persistence';
import type { OnSessionStarted, SessionPersistence } from '../session/SessionProvider';
import { askFirstScreenData } from './screen-data';

/** The session keeps each user's saved lists through the offline layer's persistence. */
export const persistence: SessionPersistence = { start: startPersistence, clear: clearPersistedCaches };

/** Once a start's session is known, its first screen's data is asked for (screen-data.ts). */
export const onSessionStarted: OnSessionStarted = askFirstScreenData;
