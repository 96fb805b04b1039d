/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { RegistrationSubmitBar } from './registration-submit-bar';

const submitButton = () => screen.getByRole('button') as HTMLButtonElement;

describe("the registration form's bottom bar", () => {
  it('asks for a choice and cannot submit while nothing is chosen', () => {
    render(<RegistrationSubmitBar problem={undefined} chosenCount={0} total={null} isPending={false} />);
    expect(screen.getByTestId('registration-total').textContent).toBe('Choose a sport, then its category');
    expect(submitButton().textContent).toBe('Complete registration');
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the categories chosen and offers to pay the total', () => {
    const { rerender } = render(<RegistrationSubmitBar problem={undefined} chosenCount={1} total={null} isPending={false} />);
    expect(screen.getByTestId('registration-total').textContent).toBe('1 category chosen');
    expect(submitButton().disabled).toBe(false);
    rerender(
      <RegistrationSubmitBar problem={undefined} chosenCount={2} total={{ amountMinor: 50_000, currency: 'INR' }} isPending={false} />,
    );
    expect(screen.getByTestId('registration-total').textContent).toMatch(/^2 categories chosen · Total ₹500(\.00)?$/);
    expect(submitButton().textContent).toMatch(/^Continue to pay ₹500/);
  });

  it('shows the problem, and a busy button while registering', () => {
    render(<RegistrationSubmitBar problem="Give your team a name." chosenCount={1} total={null} isPending />);
    expect(screen.getByRole('alert').textContent).toBe('Give your team a name.');
    expect(submitButton().textContent).toBe('Registering…');
    expect(submitButton().disabled).toBe(true);
  });
});
