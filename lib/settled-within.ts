/**
 * The promise's value if it settles within `ms`, else undefined; a rejection is undefined too. The
 * promise itself runs on: whoever awaits it later gets its value or its error.
 */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
