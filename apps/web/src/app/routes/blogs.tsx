import { BlogList } from '../../features/events';

/** Route /blogs: the tenant's posts. */
export default function BlogsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">News &amp; Blog</h1>
      <p className="mt-2 text-slate-600">Match reports, announcements and stories from the games.</p>
      <div className="mt-6">
        <BlogList />
      </div>
    </div>
  );
}
