import { inlineScriptHashes } from './client-shell';

describe(inlineScriptHashes.name, () => {
  it('hashes the text of each inline script exactly as written, for the CSP', () => {
    // sha256 of "alert(1)", as a browser computes it for `script-src 'sha256-…'`
    expect(inlineScriptHashes('<head><script>alert(1)</script></head>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    const html =
      '<script type="module" src="/assets/main.js"></script><script src="/x.js"> </script>' +
      '<script>\n</script><script>\n  document.title = "x";\n</script>';
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(inlineScriptHashes(html)[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
