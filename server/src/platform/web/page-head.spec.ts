import { escapeHtml, renderPageHead } from './page-head';

describe(renderPageHead.name, () => {
  it('escapes every value it writes into the page', () => {
    const html = renderPageHead({
      title: '</title><script>alert(1)</script>',
      description: `"quoted" & 'single'`,
      canonicalUrl: 'https://m.example/results?q=a"b',
      type: 'website',
      image: { url: 'https://m.example/x.jpg?a=1&b=2', alt: '<img>' },
    });
    expect(html).not.toMatch(/<script|<img>|"quoted"/);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;quoted&quot; &amp; &#39;single&#39;"');
    expect(html).toContain('<link rel="canonical" href="https://m.example/results?q=a&quot;b" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://m.example/x.jpg?a=1&amp;b=2" />',
    );
  });

  it('leaves out what a page does not have', () => {
    const html = renderPageHead({ title: 'Mixel', description: 'd', type: 'website' });
    expect(html).not.toMatch(/og:image|og:url|canonical|robots/);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
