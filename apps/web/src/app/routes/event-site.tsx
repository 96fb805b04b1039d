/** Route /event-site: filled by its feature issue. */
export default function EventSitePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">event-site</h1>
    </div>
  );
}
