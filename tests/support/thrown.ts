/** The status of what a loader threw (a data() 404, a redirect), or undefined when it returned. */
export async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (e) {
    return (e as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}
