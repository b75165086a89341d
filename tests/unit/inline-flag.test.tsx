import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { InlineFlag } from '../../src/ui/form/InlineFlag';

const FRANCE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><path fill="#0055A4" d="M0 0h1v2H0z"/><path fill="#EF4135" d="M2 0h1v2H2z"/></svg>';

describe('a flag drawn inline', () => {
  it('fetches the country\'s file and draws it in the page, not as an image', async () => {
    const fetched = vi.fn(async () => new Response(FRANCE, { status: 200, headers: { 'Content-Type': 'image/svg+xml' } }));
    vi.stubGlobal('fetch', fetched);
    const { container } = render(<InlineFlag country="FR" className="flag" />);
    await waitFor(() => expect(container.querySelector('.flag > svg')).not.toBeNull());
    expect(fetched).toHaveBeenCalledWith('/flags/FR.svg');
    const drawing = container.querySelector('.flag > svg')!;
    expect(drawing.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(drawing.querySelectorAll('path')).toHaveLength(2);
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows nothing when the file cannot be had, or is not a drawing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    const missing = render(<InlineFlag country="FR" className="flag" />);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html><body>not a flag</body></html>', { status: 200 })));
    const wrong = render(<InlineFlag country="DE" className="flag" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(missing.container.querySelector('.flag')?.childNodes).toHaveLength(0);
    expect(wrong.container.querySelector('.flag')?.childNodes).toHaveLength(0);
  });
});
