/** Route /error-page: filled by its feature issue. */
export default function ErrorPagePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">error-page</h1>
    </div>
  );
}
