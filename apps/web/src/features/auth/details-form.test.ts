import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, visibleFields } from './details-form';
import { validateDetails } from './details-validation';

const all = { isNameNotProvided: true, isEmailMissing: true, isCompanyNameNotProvided: true };
const filled = {
  name: 'Ann',
  email: 'ann@example.com',
  gender: 'female' as const,
  company: { name: 'Acme', id: null },
  acceptedTerms: true,
};

describe('extra fields of the first sign-in', () => {
  it('shows email and gender with a missing name or a required email', () => {
    expect(visibleFields(all)).toEqual({ name: true, email: true, gender: true, company: true, terms: true });
    expect(visibleFields({ isNameNotProvided: false, isEmailMissing: true, isCompanyNameNotProvided: false })).toMatchObject({
      name: false,
      email: true,
      gender: true,
      company: false,
    });
    expect(visibleFields({ isNameNotProvided: false, isEmailMissing: false, isCompanyNameNotProvided: true })).toMatchObject({
      email: false,
      company: true,
      terms: true,
    });
    expect(visibleFields(undefined).terms).toBe(false);
  });

  it('asks for each missing piece in order', () => {
    expect(validateDetails(all, EMPTY_DETAILS)).toBe('Please enter your name');
    expect(validateDetails(all, { ...filled, gender: '' })).toBe('Please select your gender');
    expect(validateDetails(all, { ...filled, email: 'nope' })).toBe('Please enter a valid email address');
    expect(validateDetails(all, { ...filled, company: { name: ' ', id: null } })).toBe('Please enter your company name');
    expect(validateDetails(all, { ...filled, acceptedTerms: false })).toBe('Please accept the terms and privacy policy');
    expect(validateDetails(all, filled)).toBeUndefined();
    expect(validateDetails(undefined, EMPTY_DETAILS)).toBeUndefined();
  });
});
