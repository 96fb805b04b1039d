/** Route /admin: filled by its feature issue. */
export default function AdminPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">admin</h1>
    </div>
  );
}
