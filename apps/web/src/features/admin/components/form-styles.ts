import { buttonClass } from '../../../components/ui/button';
import { CONTROL_BASE_CLASS } from '../../../components/ui/field';

/** Shared class names of the admin forms (mobile first: 44 px touch targets). */
export const inputClass = CONTROL_BASE_CLASS;
export const primaryButton = buttonClass('primary');
export const secondaryButton = buttonClass('secondary');
