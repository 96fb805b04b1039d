import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Markdown } from '../../../components/ui/markdown';
import { useBlogPost } from '../api/get-blog-posts';
import { pageTitle } from '../../../lib/page-title';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { buttonClass } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format-date';

/** One post: title, author and date, picture, Markdown body, and a link back to its event. */
export function BlogPostView({
  slug,
  back = { to: '/blogs', label: 'All posts' },
}: {
  slug: string;
  back?: { to: string; label: string };
}) {
  const post = useBlogPost(slug);
  const siteTitle = useTenantConfig().data?.settings.siteTitle;
  // The post names the browser tab (issue 17: page titles per page), 'Title · Site · Podium'.
  useEffect(() => {
    if (post.data) document.title = pageTitle(post.data.title, siteTitle);
  }, [post.data, siteTitle]);
  if (post.isLoading)
    return (
      <p role="status" className="p-8">
        Loading…
      </p>
    );
  if (post.error || !post.data) {
    return (
      <div className="p-8 text-center">
        <p role="alert" className="text-lg font-semibold">
          This post was not found.
        </p>
        <Link to={back.to} className="mt-4 inline-block font-semibold text-brand-600">
          {back.label}
        </Link>
      </div>
    );
  }
  const { data } = post;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {back.label}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{data.title}</h1>
      <p className="mt-2 text-sm text-slate-500">
        {data.author}
        {data.publishedAt && ` · ${formatDay(data.publishedAt)}`}
      </p>
      {data.imageUrl && (
        <img
          src={data.imageUrl}
          alt=""
          width={1200}
          height={800}
          className="mt-6 aspect-[16/9] h-auto w-full rounded-2xl object-cover sm:aspect-[2/1]"
        />
      )}
      <Markdown source={data.bodyMarkdown} className="mt-6 text-lg" />
      {data.event && back.to === '/blogs' && (
        <Link to={`/${data.event.path}`} className={buttonClass('primary', 'mt-8')}>
          Go to {data.event.eventName}
        </Link>
      )}
    </article>
  );
}
