import { useParams } from 'react-router';
import { BlogPostView } from '../../features/events/components/blog-post-view';

/** Route /blogs/{slug}: one post. */
export default function BlogPostPage() {
  const { slug } = useParams();
  return <BlogPostView slug={slug ?? ''} />;
}
