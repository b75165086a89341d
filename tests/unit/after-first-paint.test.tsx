import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from '../../src/ui/AfterFirstPaint';

describe('AfterFirstPaint (a screen\'s long content, built after its title has painted)', () => {
  it('asks for the content\'s code in a task of its own, before the content renders', async () => {
    const shownWhenLoading: boolean[] = [];
    const load = vi.fn(() => shownWhenLoading.push(screen.queryByText('The form') !== null));
    render(
      <AfterFirstPaint load={load}>
        <p>The form</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('The form')).toBeNull();

    expect(await screen.findByText('The form')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(shownWhenLoading).toEqual([false]);
  });

  it('shows its content without anything to load', async () => {
    render(
      <AfterFirstPaint>
        <p>The form</p>
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('The form')).toBeTruthy();
  });
});
