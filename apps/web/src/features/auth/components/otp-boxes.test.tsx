/** @vitest-environment happy-dom */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { OtpBoxes } from './otp-boxes';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpBoxes value={value} onChange={setValue} />
      <output aria-label="code">{value}</output>
    </>
  );
}

const box = (index: number) => screen.getByLabelText(`Digit ${index} of 6`) as HTMLInputElement;
const code = () => screen.getByLabelText('code').textContent;

describe('OTP boxes (spec section 5: 6 single digits)', () => {
  it('starts in the first box; typing moves forward and takes digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('1a2');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('3456');
    expect(code()).toBe('123456');
    expect(box(6).value).toBe('6');
  });

  it('Backspace on an empty box clears the one before and moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('a pasted code fills every box, keeping only its digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.paste('98 76-54');
    expect(code()).toBe('987654');
    expect([1, 2, 3, 4, 5, 6].map((index) => box(index).value).join('')).toBe('987654');
  });
});
