/** Route /privacy-policy: filled by its feature issue. */
export default function PrivacyPolicyPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">privacy-policy</h1>
    </div>
  );
}
