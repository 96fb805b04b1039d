/** Route /contact: filled by its feature issue. */
export default function ContactPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">contact</h1>
    </div>
  );
}
