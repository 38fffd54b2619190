/** A product's name as search results and link previews show it: "Name by Brand". */
export function productHeadline(product: { name: string; brand: string | null }): string {
  return product.brand ? `${product.name} by ${product.brand}` : product.name;
}

/** The document title of a product page (the server's head and the browser after navigation). */
export function productDocumentTitle(
  product: { name: string; brand: string | null },
  siteName: string,
): string {
  return `${productHeadline(product)} | ${siteName}`;
}
