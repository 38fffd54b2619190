import { createFileRoute } from '@tanstack/react-router';
import { idPage } from '@/lib/id-param';
import { ProductEditorPage } from '@/features/admin/products/product-editor';

export const Route = createFileRoute('/admin/products/$id/edit')(idPage(ProductEditorPage));
