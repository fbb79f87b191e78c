/** A script or chunk that fails to load (the captcha's, the contact form's, a page part's) is tried up to 2 more times. */
const LOAD_RETRIES = 2;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk, trying again after a failure (a dropped mobile connection, a deploy in between).
 * webpack forgets a chunk that failed to load, so calling `load` again really fetches it again.
 */
export async function retryImport<T>(load: () => Promise<T>, retries = LOAD_RETRIES, delayMs = 400): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs * (attempt + 1));
    }
  }
}
