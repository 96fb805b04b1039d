import { Button } from '../../../components/ui/button';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { toast } from '../../../components/ui/toaster';
import { useAdminEvents } from '../api/admin-events';
import { useBlogPostChange, useBlogPosts, useGallery, useGalleryChange } from '../api/admin-content';
import { errorText } from './error-text';
import { EventSelect } from './event-select';
import { Panel } from '../../../components/ui/panel';
import { TextInput, TextArea, FileInput } from '../../../components/ui/controls';

const report = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(errorText(error)),
};

/** Blog posts (Markdown): write, publish or unpublish, delete. */
function BlogPosts() {
  const posts = useBlogPosts();
  const events = useAdminEvents();
  const change = useBlogPostChange();
  const [form, setForm] = useState({ title: '', slug: '', excerpt: '', bodyMarkdown: '', eventId: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...form, eventId: form.eventId ? Number(form.eventId) : null, published: false };
    change.mutate(
      { fields },
      {
        ...report,
        onSuccess: (answer) => (report.onSuccess(answer), setForm({ title: '', slug: '', excerpt: '', bodyMarkdown: '', eventId: '' })),
      },
    );
  };
  return (
    <Panel as="section" padding="sm" aria-labelledby="blog-posts">
      <h2 id="blog-posts" className="text-lg font-semibold">
        Blog posts
      </h2>
      <form onSubmit={submit} className="mt-2 grid gap-2">
        <label className="flex flex-col gap-1">
          <span>Title</span>
          <TextInput required value={form.title} onChange={(event) => setForm({ ...form, title: event.target.value })} inline />
        </label>
        <label className="flex flex-col gap-1">
          <span>Web address (e.g. opening-day)</span>
          <TextInput required value={form.slug} onChange={(event) => setForm({ ...form, slug: event.target.value })} inline />
        </label>
        <label className="flex flex-col gap-1">
          <span>Excerpt</span>
          <TextInput value={form.excerpt} onChange={(event) => setForm({ ...form, excerpt: event.target.value })} inline />
        </label>
        <label className="flex flex-col gap-1">
          <span>Post (Markdown)</span>
          <TextArea
            required
            rows={6}
            value={form.bodyMarkdown}
            onChange={(event) => setForm({ ...form, bodyMarkdown: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>Event</span>
          <EventSelect
            events={events.data}
            value={form.eventId}
            onChange={(value) => setForm({ ...form, eventId: value })}
            emptyOption="The whole site"
          />
        </label>
        <Button type="submit" disabled={change.isPending}>
          Save draft
        </Button>
      </form>
      <ul className="mt-4 divide-y divide-slate-100">
        {posts.data?.map((post) => (
          <li key={post.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <span className="min-w-40 flex-1">
              <span className="font-medium">{post.title}</span> <span className="text-slate-600">/{post.slug}</span>{' '}
              <Badge tone={post.publishedAt ? 'success' : 'neutral'}>{post.publishedAt ? 'Published' : 'Draft'}</Badge>
            </span>
            <Button
              variant="secondary"
              onClick={() => change.mutate({ postId: post.id, fields: { published: !post.publishedAt } }, report)}
            >
              {post.publishedAt ? 'Unpublish' : 'Publish'}
            </Button>
            <Button
              variant="dangerSecondary"
              // Deleting cannot be undone: the browser asks once more.
              onClick={() =>
                window.confirm(`Delete "${post.title}"? This cannot be undone.`) && change.mutate({ postId: post.id, remove: true }, report)
              }
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** An event's gallery: upload a picture with a caption, remove one. */
function Gallery() {
  const events = useAdminEvents();
  const [chosenId, setEventId] = useState(0);
  // The first event is chosen until the admin picks another, as on the other admin tabs.
  const eventId = chosenId || events.data?.[0]?.id || 0;
  const images = useGallery(eventId);
  const change = useGalleryChange(eventId);
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <Panel as="section" padding="sm" aria-labelledby="gallery">
      <h2 id="gallery" className="text-lg font-semibold">
        Gallery
      </h2>
      <label className="mt-2 flex flex-col gap-1">
        <span>Event</span>
        <EventSelect
          events={events.data}
          value={eventId || ''}
          onChange={(value) => setEventId(Number(value))}
          emptyOption="Choose an event"
        />
      </label>
      {eventId > 0 && (
        <>
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1">
              <span>Picture (JPEG or PNG, up to 10 MB)</span>
              <FileInput accept="image/jpeg,image/png" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </label>
            <label className="flex flex-col gap-1">
              <span>Caption</span>
              <TextInput value={caption} onChange={(event) => setCaption(event.target.value)} inline />
            </label>
            <Button
              disabled={!file || change.isPending}
              onClick={() =>
                file && change.mutate({ file, caption }, { ...report, onSuccess: (answer) => (report.onSuccess(answer), setCaption('')) })
              }
            >
              Upload
            </Button>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {images.data?.map((image) => (
              <li key={image.id} className="flex flex-col gap-1 text-sm">
                <img src={image.url} alt={image.caption || 'Gallery picture'} className="aspect-video w-full rounded-lg object-cover" />
                <span>{image.caption}</span>
                <Button variant="secondary" onClick={() => change.mutate({ removeId: image.id }, report)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

/** Admin → Content: blog posts and galleries (an event's about and rules text is in its event page). */
export function ContentPanel() {
  return (
    <div className="flex flex-col gap-4">
      <BlogPosts />
      <Gallery />
    </div>
  );
}
