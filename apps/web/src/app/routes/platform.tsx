import { PlatformConsole } from '../../features/platform';
import { useRequireSignIn } from '../require-sign-in';

/** Route /platform: the operator console, on the platform host (the API answers 404 anywhere else). */
export default function PlatformPage() {
  const isSignedIn = useRequireSignIn();
  if (!isSignedIn) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">Platform console</h1>
      <PlatformConsole />
    </div>
  );
}
