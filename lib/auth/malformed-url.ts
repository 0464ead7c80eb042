/**
 * Requests whose path or query cannot be decoded, or decode to control characters (NUL...), or whose
 * path still holds a "%" once decoded (a double-encoded escape, which route params decode again):
 * nothing in the portal is addressed that way, so they get a 400 before any page or handler runs.
 */
export function isMalformedUrl(pathname: string, search: string): boolean {
  try {
    const path = decodeURIComponent(pathname);
    const query = decodeURIComponent(search.replaceAll("+", " "));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    return path.includes("%") || /[\u0000-\u001f\u007f]/.test(path + query);
  } catch {
    return true;
  }
}
