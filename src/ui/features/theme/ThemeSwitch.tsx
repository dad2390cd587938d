import { useState } from 'react';
import { chooseTheme, storedTheme, type ThemeChoice } from './theme';

/** Labels of the choices. */
const CHOICES: [ThemeChoice, string][] = [
  ['system', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
];

/** The header's theme picker: system (prefers-color-scheme), light or dark; remembered. */
export function ThemeSwitch() {
  const [choice, setChoice] = useState<ThemeChoice>(storedTheme);
  return (
    <label className="theme-switch">
      Theme{' '}
      <select
        data-testid="theme"
        value={choice}
        onChange={(e) => {
          const next = e.target.value as ThemeChoice;
          setChoice(next);
          chooseTheme(next);
        }}
      >
        {CHOICES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
