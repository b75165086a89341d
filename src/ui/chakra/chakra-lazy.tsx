import { lazy, type ComponentType } from 'react';

/*
 * Chakra (its styled system, emotion and the portal's theme: some 40 KB of brotli and the longest
 * task of a start on a phone) is not part of the entry: the screens a signed-in start lands on
 * (account selection, the dashboard, Manage Users) and the frame around them are plain elements
 * styled by ui/shell.css. What does render Chakra components loads it with its own code, through
 * these helpers, inside a ChakraScope. Never import ChakraScope statically from the entry's modules.
 */

/** `load`, resolving to the component wrapped in Chakra's context, loaded beside it. */
export function withChakra<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('./ChakraScope')]).then(([Component, { ChakraScope }]) => {
      function Scoped(props: P) {
        return (
          <ChakraScope>
            <Component {...props} />
          </ChakraScope>
        );
      }
      Scoped.displayName = `Chakra(${Component.displayName ?? Component.name})`;
      return Scoped;
    });
}

/** React.lazy for a component that renders Chakra's. */
export function chakraLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => withChakra(load)().then((component) => ({ default: component })));
}
