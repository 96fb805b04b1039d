import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '../../features/email-preferences';

/** Route /unsubscribe?token=…: the unsubscribe link of registration, withdrawal and match emails. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Email updates</h1>
      <UnsubscribePanel token={params.get('token')} />
    </div>
  );
}
