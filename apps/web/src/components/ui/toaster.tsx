import { Toaster as SonnerToaster, toast } from 'sonner';

/** Default toasts: top-center, 5 s, at most 500 px wide; errors are red (spec sections 8 and 9). */
export function Toaster() {
  return <SonnerToaster position="top-center" duration={5000} richColors closeButton toastOptions={{ style: { maxWidth: '500px' } }} />;
}

export { toast };
