import { createFileRoute } from '@tanstack/react-router';
import { idPage } from '@/lib/id-param';
import { EditPostPage } from '@/features/admin/blog/post-editor';

export const Route = createFileRoute('/admin/posts/$id/edit')(idPage(EditPostPage));
