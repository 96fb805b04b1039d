/** Route /under-maintenance: filled by its feature issue. */
export default function UnderMaintenancePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">under-maintenance</h1>
    </div>
  );
}
