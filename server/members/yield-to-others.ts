/** A turn of the event loop for every other request waiting, between slices of a long piece of work. */
export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
