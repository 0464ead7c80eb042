import { type ClassValue, clsx } from "clsx";

/** Joins class names; later classes are appended (no tailwind-merge: keep variants non-overlapping). */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
