import { Link } from 'react-router';
import { useBlogPosts } from '../api/get-blog-posts';
import { panelClass } from '../../../components/ui/panel';
import { formatDay } from '../../../lib/format-date';

/**
 * Blog cards (the tenant's posts, or one event's), newest first. Each links to /blogs/{slug}, or,
 * on an event site (`eventPath`), to the post inside the event site: an event's post does not
 * take the reader out of it.
 */
export function BlogList({ eventId, eventPath }: { eventId?: number; eventPath?: string }) {
  const posts = useBlogPosts(eventId);
  if (posts.isLoading) return <p role="status">Loading posts…</p>;
  if (posts.error) return <p role="alert">{posts.error.message}</p>;
  if ((posts.data ?? []).length === 0)
    return <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">No posts yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {posts.data!.map((post) => (
        <li key={post.id}>
          <Link
            to={eventPath ? `/${eventPath}/blogs/${post.slug}` : `/blogs/${post.slug}`}
            className={panelClass('none', 'group block h-full overflow-hidden transition hover:shadow-md')}
          >
            {post.imageUrl && (
              <img
                src={post.imageUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={1200}
                height={800}
                className="aspect-[16/9] h-auto w-full object-cover"
              />
            )}
            <div className="p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">
                {post.event?.eventName ?? 'News'} · {post.publishedAt ? formatDay(post.publishedAt) : ''}
              </p>
              <h2 className="mt-1 text-lg font-bold leading-snug text-ink group-hover:text-brand-700">{post.title}</h2>
              <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
