import { useSearchParams } from 'react-router';
import { VerifyEmailPanel } from '../../features/email-verification';

/** Route /verify-email?token=…: the link of the email verification message. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Verify your email</h1>
      <VerifyEmailPanel token={params.get('token')} />
    </div>
  );
}
