/** @vitest-environment happy-dom */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/render';
import { PhoneAndDetails } from './phone-and-details';

describe('PhoneAndDetails', () => {
  it('keeps +91 and the number in one unbreakable piece, then the details', () => {
    const { container } = render(<PhoneAndDetails phone="9876543210" details={['asha@acme.example', 'Acme Corp']} />);
    expect(container.textContent).toBe('+91 9876543210 · asha@acme.example · Acme Corp');
    expect(container.querySelector('.whitespace-nowrap')?.textContent).toBe('+91 9876543210');
  });

  it('leaves no stray separator when a part is missing', () => {
    expect(render(<PhoneAndDetails phone={null} details={['asha@acme.example', null]} />).container.textContent).toBe('asha@acme.example');
    expect(render(<PhoneAndDetails phone="9876543210" details={[null, '']} />).container.textContent).toBe('+91 9876543210');
  });

  it('offers line breaks after the @ and the dots of a long address, changing no text', () => {
    const { container } = render(<PhoneAndDetails phone={null} details={['wren.long@example-company.example']} />);
    expect(container.textContent).toBe('wren.long@example-company.example');
    const breaks = [...container.querySelectorAll('wbr')].map((node) => node.previousSibling?.textContent);
    expect(breaks).toEqual(['wren.', 'long@', 'example-company.']);
  });
});
