/**
 * Gives the page its turn: resolves in a task of its own, after input and rendering that are
 * waiting. A message to itself rather than a timer: a hidden tab's timers may wait a second each.
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
