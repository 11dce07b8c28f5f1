import { ArticleListSkeleton } from '@/components/blog/article-list-skeleton';
import { BlogHeader } from '@/components/blog/blog-header';

export default function BlogListLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <BlogHeader page={1} />
      <ArticleListSkeleton />
    </div>
  );
}
