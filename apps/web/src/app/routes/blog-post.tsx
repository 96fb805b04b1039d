import { useParams } from 'react-router';
import { BlogPostView } from '../../features/events';

/** Route /blogs/{slug}: one post. */
export default function BlogPostPage() {
  const { slug } = useParams();
  return <BlogPostView slug={slug ?? ''} />;
}
