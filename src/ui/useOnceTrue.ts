import { useState } from 'react';

/**
 * Whether `value` has been true at any render of this component so far: what loads on first use
 * and then stays mounted (a dialog, so its closing still animates) is rendered from then on.
 */
export function useOnceTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}
