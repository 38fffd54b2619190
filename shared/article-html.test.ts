import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from './article-html';

describe('renderArticleHtml', () => {
  it('draws Markdown in the article style, site links in place and other links in a new tab', () => {
    const html = renderArticleHtml(
      '## Why it matters\n\nSee [our standard](/standard) and [the EU](https://ec.europa.eu "EU").\n\n- one\n',
    );
    expect(html).toContain(
      '<h2 class="mt-12 mb-4 font-display text-2xl leading-tight text-forest sm:text-3xl">Why it matters</h2>',
    );
    expect(html).toMatch(/<a href="\/standard" class="[^"]+">our standard<\/a>/);
    expect(html).toContain('target="_blank" rel="noopener noreferrer" title="EU">the EU</a>');
    expect(html).toContain('<ul class="my-5 list-disc space-y-2 pl-6 marker:text-sage">');
  });

  it('never lets raw HTML or script links through', () => {
    const html = renderArticleHtml(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](//evil.example) `<b>`\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<iframe|onerror|javascript:/i);
    expect(html).toContain('&lt;b&gt;');
    expect(html).toMatch(/<a href="\/\/evil.example" class="[^"]+" target="_blank"/);
  });
});
