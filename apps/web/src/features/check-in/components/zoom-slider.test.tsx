/** @vitest-environment happy-dom */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { ZoomSlider } from './zoom-slider';

describe("the scanner's zoom", () => {
  it('is a 1-5 slider in tenths that reads out its factor and reports a move', () => {
    const zoomed = vi.fn();
    const { rerender } = render(<ZoomSlider zoom={1} onChange={zoomed} />);
    const slider = screen.getByRole('slider', { name: /Zoom/ }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['1', '5', '0.1', '1']);
    expect(screen.getByText('1.0x')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '2.5' } });
    expect(zoomed).toHaveBeenCalledWith(2.5);
    rerender(<ZoomSlider zoom={2.5} onChange={zoomed} />);
    expect(screen.getByText('2.5x')).toBeTruthy();
  });
});
