/** Route /my-events: filled by its feature issue. */
export default function MyEventsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">my-events</h1>
    </div>
  );
}
