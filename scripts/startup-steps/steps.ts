/**
 * The start-up steps issue 51 names, each told by the original source its code came from (the
 * build's source maps). A sample counts for a step when any frame of its stack is in one of the
 * step's sources: the step's time includes what it calls (React, Chakra, Emotion).
 */
export type Step = { name: string; sources: RegExp[]; functions?: RegExp[] };

export const STEPS: Step[] = [
  { name: "Chakra's createSystem (the theme)", sources: [/src\/ui\/chakra\//], functions: [/^createSystem$/] },
  { name: 'persister restore (saved queries)', sources: [/src\/offline\/(persistence|saved-queries|saved-query-store)\.ts/, /query-persist-client-core/, /query-sync-storage-persister/, /node_modules\/idb\//] },
  { name: 'session machine', sources: [/src\/session\//] },
  { name: 'providers (Chakra, Query, session)', sources: [/src\/app\/providers\.tsx/] },
  { name: 'toast host', sources: [/src\/ui\/(ToastHost|ToastProvider|toast-host|toast-region)/, /notistack/] },
  { name: 'colour mode', sources: [/src\/ui\/color-mode\//, /next-themes/] },
  { name: 'service-worker registration', sources: [/src\/offline\/sw-update\.ts/, /workbox-window/] },
  { name: 'update checks', sources: [/src\/offline\/(update-checks|UpdatePrompt)/] },
  { name: 'device id', sources: [/src\/session\/device-id\.ts/, /@fingerprintjs/] },
  { name: 'router', sources: [/src\/routing\//, /node_modules\/wouter\//] },
  { name: 'the frame (layout, menu)', sources: [/src\/app\/layout\//] },
  { name: 'the screen', sources: [/src\/features\//] },
];

/** Where a sample's own (self) time goes when no portal source is on its stack. */
export function packageOf(source: string | null, functionName: string): string {
  if (!source) return functionName.startsWith('(') ? functionName : 'unmapped script';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1];
  if (source.includes('/src/')) return 'portal code (src/)';
  return source;
}
