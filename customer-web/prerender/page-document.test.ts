import { drawnDocument, pageDataIn, prerenderedDocument } from './page-document';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Home Kitchen</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body style="margin: 0">
    <div id="root">
      <!-- placeholder -->
      <div style="min-height: 100vh"><div>Home Kitchen</div></div>
    </div>
  </body>
</html>
`;

const PAGE = {
  html: '<div class="hk-1x"><h1>Home-style meals</h1></div>',
  styles: '<style data-emotion="hk 1x">.hk-1x{color:red}</style>',
};

describe('prerenderedDocument', () => {
  it('puts the styles at the end of the head and the markup in #root, in place of the placeholder', () => {
    const document = prerenderedDocument(INDEX, PAGE, 2026);
    expect(document).toContain(`<script type="module" crossorigin src="/assets/index-abc.js"></script>\n  ${PAGE.styles}`);
    expect(document).toContain(`<div id="root" data-prerendered-year="2026">${PAGE.html}</div>`);
    expect(document).not.toContain('placeholder');
    expect(document.match(/<div/g)).toHaveLength(2);
  });

  it('holds the first paint until the browser has read the element after #root', () => {
    const document = prerenderedDocument(INDEX, PAGE, 2026);
    expect(document).toContain(`${PAGE.styles}<link rel="expect" href="#hk-prerendered-end" blocking="render" /></head>`);
    expect(document).toContain(`${PAGE.html}</div><template id="hk-prerendered-end"></template>\n  </body>`);
  });

  it('keeps text that looks like a replacement pattern as it is', () => {
    const page = { html: '<p>$& and $1</p>', styles: '<style data-emotion="hk 2y">.hk-2y{content:"$&"}</style>' };
    const document = prerenderedDocument(INDEX, page, 2026);
    expect(document).toContain('<p>$& and $1</p>');
    expect(document).toContain('content:"$&"');
  });

  it('refuses an index.html it cannot place the page in', () => {
    expect(() => prerenderedDocument('<html><head></head><body><main></main></body></html>', PAGE, 2026)).toThrow(/no <div id="root">/);
  });
});

describe('drawnDocument', () => {
  const served = `${prerenderedDocument(INDEX, PAGE, 2025).replace('</body>', '<script type="application/json" id="menu-data">{"data":[]}</script></body>')}`;
  const drawn = { html: '<ul class="hk-3z"><li>Masala Dosa</li></ul>', styles: '<style data-emotion="hk 3z">.hk-3z{margin:0}</style>' };

  it("puts the drawn markup and its styles in place of the prerender's, marks #root as drawn, and keeps the page's data", () => {
    const document = drawnDocument(served, drawn, 2026);
    expect(document).toContain(
      `<div id="root" data-prerendered-year="2026" data-drawn-with-data>${drawn.html}</div><template id="hk-prerendered-end"></template>`,
    );
    expect(document).toContain(`${drawn.styles}<link rel="expect" href="#hk-prerendered-end" blocking="render" /></head>`);
    expect(document).not.toContain(PAGE.html);
    expect(document).not.toContain(PAGE.styles);
    expect(document).toContain('<script type="application/json" id="menu-data">{"data":[]}</script></body>');
  });

  it("asks for the photos React preloads first, ahead of the app's scripts, and once", () => {
    const photo = '<link rel="preload" as="image" href="/media/dishes/dosa.svg" fetchPriority="high"/>';
    const other = '<link rel="preload" as="image" href="/media/dishes/dal.svg"/>';
    const document = drawnDocument(served, { ...drawn, html: `${photo}${other}${drawn.html}` }, 2026);
    expect(document).toContain(`<title>Home Kitchen</title>\n    ${photo}${other}<script type="module"`);
    expect(document).toContain(`data-drawn-with-data>${drawn.html}</div>`);

    const preloaded = served.replace(
      '<script type="module"',
      '<link rel="preload" as="image" href="/media/dishes/dosa.svg"><script type="module"',
    );
    const again = drawnDocument(preloaded, { ...drawn, html: `${photo}${drawn.html}` }, 2026);
    expect(again.match(/dosa\.svg/g)).toHaveLength(1);
  });

  it('refuses a page that was not prerendered', () => {
    expect(() => drawnDocument(INDEX, drawn, 2026)).toThrow(/not a prerendered page/);
  });
});

describe('pageDataIn', () => {
  it('reads the menu or the dish the server put into the page, as the browser does', () => {
    const card = { id: 7, name: 'Dal </script> Tadka' };
    const escaped = JSON.stringify({ success: true, data: [card] }).replace(/</g, '\\u003c');
    const menuPage = INDEX.replace('</body>', `<script type="application/json" id="menu-data">${escaped}</script></body>`);
    expect(pageDataIn(menuPage)).toEqual({ menu: [card], dish: undefined });
    const dishPage = INDEX.replace(
      '</body>',
      `<script type="application/json" id="dish-data">${JSON.stringify(card).replace(/</g, '\\u003c')}</script></body>`,
    );
    expect(pageDataIn(dishPage)).toEqual({ menu: undefined, dish: card });
    expect(pageDataIn(INDEX)).toEqual({ menu: undefined, dish: undefined });
  });
});
