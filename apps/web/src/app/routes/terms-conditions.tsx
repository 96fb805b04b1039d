/** Route /terms-conditions: filled by its feature issue. */
export default function TermsConditionsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">terms-conditions</h1>
    </div>
  );
}
