import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The stored choice, or null when the person never chose (the system's scheme then applies). */
function readStoredTheme(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches
    ? 'dark'
    : 'light';
}

/** Mirrors public/theme-init.js, which applies the stored theme before the first paint. */
function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.setAttribute('data-theme', theme);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<boolean>(() => readStoredTheme() !== null);
  const [theme, setThemeState] = useState<Theme>(() => {
    const initial = readStoredTheme() ?? systemTheme();
    applyTheme(initial);
    return initial;
  });

  // Until the person picks a theme, follow the system's scheme as it changes.
  useEffect(() => {
    if (chosen || typeof window.matchMedia !== 'function') {
      return;
    }
    const query = window.matchMedia(SYSTEM_DARK);
    const follow = () => {
      const next: Theme = query.matches ? 'dark' : 'light';
      applyTheme(next);
      setThemeState(next);
    };
    query.addEventListener('change', follow);
    // the scheme may have changed between the first render and now, with nobody listening
    follow();
    return () => query.removeEventListener('change', follow);
  }, [chosen]);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
    setChosen(true);
    setThemeState(next);
  }, []);

  const toggleTheme = useCallback(
    () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    [setTheme, theme],
  );

  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useThemeControl(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) {
    throw new Error('useThemeControl must be used inside <ThemeProvider>');
  }
  return value;
}
