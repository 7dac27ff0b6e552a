// Applies the theme before first paint (kept out of index.html so the CSP can forbid inline scripts):
// the stored choice, or else the system's prefers-color-scheme.
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') {
      theme = stored;
    } else if (window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      theme = 'dark';
    }
  } catch (e) {
    theme = 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.setAttribute('data-theme', theme);
})();
