/**
 * Uploads being read in, each keeping its room by progress: a visitor who finds no room takes it
 * from an upload that has sent under `rateMin` bytes a second since it began (after `graceMs`), the
 * slowest first, or from one its caller picks (`also`). Such a rate takes minutes for a large file:
 * no real upload is that slow, and the request deadline is sooner. The message check's places and
 * the support form's bytes both keep room this way.
 */
export function uploadsInProgress<About>(options: { rateMin: number; graceMs: number; now?: () => number }) {
  const { rateMin, graceMs, now = Date.now } = options;
  interface Upload {
    about: About;
    since: number;
    bytes: number;
    lose: () => void;
  }
  const reading = new Set<Upload>();
  const rate = (upload: Upload) => {
    const ms = now() - upload.since;
    return ms < graceMs ? Infinity : upload.bytes / (ms / 1000);
  };
  return {
    /** Counts an upload from now, until `done`; `lose` is called if its room is taken. */
    begin(about: About, lose: () => void) {
      const upload: Upload = { about, since: now(), bytes: 0, lose };
      reading.add(upload);
      return {
        sent: (bytes: number) => void (upload.bytes += bytes),
        done: () => void reading.delete(upload),
      };
    },
    /** The slowest upload too slow (or that `also` picks) loses its room: whether one did. */
    yieldOne(also: (about: About) => boolean = () => false): boolean {
      const yielding = [...reading]
        .filter((upload) => rate(upload) < rateMin || also(upload.about))
        .sort((one, other) => rate(one) - rate(other))[0];
      if (!yielding) return false;
      reading.delete(yielding);
      yielding.lose();
      return true;
    },
  };
}
