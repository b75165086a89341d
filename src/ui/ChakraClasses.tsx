import { useMemo, type ReactNode } from 'react';
import { ClassNames, type CSSObject } from '@emotion/react';
import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';

/**
 * A look of an element drawn many times: the class Chakra's component gives it (e.g.
 * 'chakra-table__cell') and the style objects that component merges (its recipe slot's styles,
 * then its style props).
 */
export type Look = { className?: string; styles: readonly SystemStyleObject[] };

export type ChakraClassesProps<Name extends string> = {
  looks: Record<Name, Look>;
  children: (classes: Record<Name, string>) => ReactNode;
};

/**
 * Each look turned into its class names once, for every element that shares it. A Chakra
 * component resolves its styles per instance (its props split, `css()`, Emotion's
 * serialisation and hash): across a page of cells that is most of the page's render. Here
 * Chakra's own `css()` and Emotion (the engine Chakra draws with, through the same cache) do it
 * once per look, and the elements take the class: the same rules, tokens and layers as the
 * component would write, so the same look in light and dark mode.
 *
 * `children` gets the same object from one render to the next while no class changes: memoised
 * children, and columns built from it, keep their memo.
 */
export function ChakraClasses<Name extends string>({ looks, children }: ChakraClassesProps<Name>) {
  const system = useChakraContext();
  // Keep `looks` stable (useMemo): Chakra's `css()` then runs once per look, not once per render.
  const compiled = useMemo(
    () => (Object.keys(looks) as Name[]).map((name) => [name, looks[name].className, system.css(...looks[name].styles) as CSSObject] as const),
    [looks, system],
  );
  return (
    <ClassNames>
      {({ css, cx }) => {
        const classes = {} as Record<Name, string>;
        for (const [name, className, styles] of compiled) classes[name] = cx(className, css(styles));
        return <SameClasses classes={classes} render={children} />;
      }}
    </ClassNames>
  );
}

/** Hands `render` the previous object while the class names are the same strings. */
function SameClasses<Name extends string>({ classes, render }: { classes: Record<Name, string>; render: ChakraClassesProps<Name>['children'] }) {
  const key = JSON.stringify(classes);
  const same = useMemo(() => JSON.parse(key) as Record<Name, string>, [key]);
  return render(same);
}
