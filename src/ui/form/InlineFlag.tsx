import { useEffect, useRef } from 'react';
import { flagUrl } from './flag-url';

/**
 * A country's flag drawn in the page: its SVG file fetched, read as XML and placed inline. As an
 * `<img>`, Chrome builds a page of its own for an SVG file, on the main thread: the first one cost
 * the account form's start 13 to 67 ms here (four times that on a phone). Nothing shows until the
 * file is there, or if it cannot be had (offline before the service worker kept it), as with an image.
 * `className` sizes the box; the drawing fills it.
 */
export function InlineFlag({ country, className }: { country: string; className: string }) {
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let wanted = true;
    const into = box.current;
    fetch(flagUrl(country))
      .then((answer) => (answer.ok ? answer.text() : null))
      .then((text) => {
        if (!wanted || !into || !text) return;
        const drawing = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
        if (drawing.namespaceURI !== 'http://www.w3.org/2000/svg' || drawing.localName !== 'svg') return;
        drawing.setAttribute('aria-hidden', 'true');
        drawing.setAttribute('focusable', 'false');
        into.replaceChildren(document.importNode(drawing, true));
      })
      .catch(() => {
        // No flag: the country's name is in the select beside it.
      });
    return () => {
      wanted = false;
      into?.replaceChildren();
    };
  }, [country]);
  return <span ref={box} className={className} data-flag={flagUrl(country)} />;
}
