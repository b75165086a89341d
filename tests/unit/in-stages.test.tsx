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
