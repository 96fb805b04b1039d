/** @vitest-environment happy-dom */
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { CameraView } from './camera-view';

const view = () => screen.getByTestId('camera-view');
const video = () => screen.getByLabelText('Camera preview') as HTMLVideoElement;

/** Drops `files` on the view (happy-dom builds no DataTransfer, so the event carries a stand-in). */
function drop(files: File[]) {
  const event = createEvent.drop(view());
  Object.defineProperty(event, 'dataTransfer', { value: { files } });
  fireEvent(view(), event);
}

describe("the scanner's camera view", () => {
  it('shows the video in the given element, the scan box at its size, and scales the video by a digital zoom', () => {
    const videoRef = createRef<HTMLVideoElement>();
    const { container, rerender } = render(<CameraView videoRef={videoRef} digitalZoom={1} scanBoxPixels={200} />);
    expect(videoRef.current).toBe(video());
    expect(video().style.transform).toBe('');
    const box = container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect([box.style.width, box.style.height]).toEqual(['200px', '200px']);
    rerender(<CameraView videoRef={videoRef} digitalZoom={2.5} scanBoxPixels={200} />);
    expect(video().style.transform).toBe('scale(2.5)');
  });

  it('rings the view while an image is dragged over it and hands a dropped one over', () => {
    const dropped = vi.fn();
    render(<CameraView videoRef={createRef()} digitalZoom={1} scanBoxPixels={200} onDropFile={dropped} />);
    fireEvent.dragOver(view());
    expect(view().className).toContain('ring-4');
    fireEvent.dragLeave(view());
    expect(view().className).not.toContain('ring-4');
    const photo = new File(['qr'], 'code.png', { type: 'image/png' });
    fireEvent.dragOver(view());
    drop([photo]);
    expect(dropped).toHaveBeenCalledWith(photo);
    expect(view().className).not.toContain('ring-4');
  });

  it('takes no drops unless asked to', () => {
    render(<CameraView videoRef={createRef()} digitalZoom={1} scanBoxPixels={200} />);
    fireEvent.dragOver(view());
    expect(view().className).not.toContain('ring-4');
  });
});
