/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../test/render';
import { Button, buttonClass } from './button';

describe('Button, the one button style', () => {
  it('is a plain button unless it says it submits, so it never submits a form by accident', async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <Button>Preview</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', async () => {
    const clicked = vi.fn();
    render(
      <Button disabled onClick={clicked}>
        Pay
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(clicked).not.toHaveBeenCalled();
  });

  it('gives every variant and size the brand blue or a neutral, a 44 px target, and keeps layout classes', () => {
    expect(buttonClass('primary')).toContain('bg-brand-600');
    expect(buttonClass('secondary')).toContain('border-slate-300');
    for (const size of ['sm', 'md', 'lg'] as const) expect(buttonClass('ghost', '', size)).toMatch(/min-h-1[12]/);
    expect(buttonClass('primary', 'mt-6 w-full')).toMatch(/ mt-6 w-full$/);
    render(
      <Button variant="danger" className="self-end">
        Remove
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Remove' }).className).toBe(buttonClass('danger', 'self-end'));
  });
});
