/** f, remembering its last few thousand answers: an export repeats the same amounts and rates. */
export function remembered(f: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= 5_000) known.clear();
      value = f(key);
      known.set(key, value);
    }
    return value;
  };
}
