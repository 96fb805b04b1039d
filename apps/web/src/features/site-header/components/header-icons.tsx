import { Check, ChevronDown, MapPin, Menu, X } from 'lucide-react';

/** Small icons of the header (lucide, the app's one icon set); decorative, so hidden from assistive technology. */
export function PinIcon() {
  return <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />;
}

export function ChevronIcon({ isOpen }: { isOpen: boolean }) {
  return <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`} />;
}

export function CheckIcon() {
  return <Check aria-hidden="true" className="h-4 w-4 text-brand-600" />;
}

export function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return isOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />;
}
