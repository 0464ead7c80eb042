/** The colour scheme a person chose; without a choice the system's (prefers-color-scheme) applies. */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = "portal-theme";

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

/** The value of <html data-theme>: only an explicit choice pins the scheme. */
export const dataThemeOf = (value: Theme) => (value === "light" || value === "dark" ? value : undefined);
