import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InStages } from '../../src/ui/InStages';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{`${name} ${count}`}</button>;
}

describe('a long content built in stages', () => {
  it('shows the first stage at once and each next one later, in order, keeping what the first holds', async () => {
    render(
      <InStages>
        <Counter name="first" />
        <Counter name="second" />
        <Counter name="third" />
      </InStages>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['first 0']);
    await userEvent.click(screen.getByRole('button', { name: 'first 0' }));
    await screen.findByRole('button', { name: 'third 0' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['first 1', 'second 0', 'third 0']);
  });
});

describe('stages built in stages', () => {
  it('adds the next outer stage only once the inner stages are all there, so it always comes below them', async () => {
    const { container } = render(
      <InStages>
        <section aria-label="details">
          <InStages>
            <Counter name="type" />
            <Counter name="name" />
            <Counter name="tax" />
          </InStages>
        </section>
        <Counter name="contact" />
        <Counter name="address" />
      </InStages>,
    );
    const order: string[][] = [];
    const record = () => {
      const now = [...container.querySelectorAll('button')].map((button) => button.textContent ?? '');
      if (order.at(-1)?.join() !== now.join()) order.push(now);
    };
    const observer = new MutationObserver(record);
    observer.observe(container, { childList: true, subtree: true });
    record();
    await screen.findByRole('button', { name: 'address 0' });
    observer.disconnect();
    // Every step adds one button at the end: nothing is ever inserted above one already shown.
    expect(order).toEqual([
      ['type 0'],
      ['type 0', 'name 0'],
      ['type 0', 'name 0', 'tax 0'],
      ['type 0', 'name 0', 'tax 0', 'contact 0'],
      ['type 0', 'name 0', 'tax 0', 'contact 0', 'address 0'],
    ]);
  });
});
