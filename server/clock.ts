/** The time source. Tests inject their own to expire codes and sessions without sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
