import { STORAGE } from '../../../shared/storage/registry';

/** The user's theme choice: follow the system, or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Where the choice is kept (localStorage: it must be read before the first paint). */
const THEME_KEY = STORAGE.theme.key;

/** The stored choice; `system` when none was made or storage is unavailable. */
export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a choice to the page (`data-theme` on the root element drives app.css). */
export function applyTheme(choice: ThemeChoice): void {
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

/** Applies and remembers a choice. */
export function chooseTheme(choice: ThemeChoice): void {
  applyTheme(choice);
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
}
