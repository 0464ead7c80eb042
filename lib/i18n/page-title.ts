import type { Metadata } from "next";

/** A page's metadata from its title in the reader's language: `export const generateMetadata = titled(...)`. */
export const titled = (title: () => Promise<string>) => async (): Promise<Metadata> => ({
  title: await title(),
});
