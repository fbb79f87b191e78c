/** Small typed readers for environment variables; each records a problem instead of throwing. */
export type Problems = string[];

export function readers(env: NodeJS.ProcessEnv, problems: Problems) {
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const fail = <T>(name: string, message: string, fallback: T): T => {
    problems.push(`${name} ${message}`);
    return fallback;
  };
  return {
    string(name: string, fallback: string): string {
      return raw(name) ?? fallback;
    },
    required(name: string): string {
      return raw(name) ?? fail(name, 'is required', '');
    },
    token(name: string): string {
      const value = raw(name);
      if (!value) return fail(name, 'is required', '');
      return /^[A-Za-z0-9_-]{1,100}$/.test(value)
        ? value
        : fail(name, `must be letters, digits, '-' or '_' (got "${value}")`, '');
    },
    int(name: string, fallback: number, min: number, max: number): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = Number(value);
      return Number.isInteger(n) && n >= min && n <= max
        ? n
        : fail(name, `must be a whole number from ${min} to ${max} (got "${value}")`, fallback);
    },
    oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
      const value = raw(name);
      if (value === undefined) return fallback;
      return (allowed as readonly string[]).includes(value)
        ? (value as T)
        : fail(name, `must be one of ${allowed.join(', ')} (got "${value}")`, fallback);
    },
    url(name: string, fallback: string, protocols: string[]): string {
      return this.optionalUrl(name, protocols) ?? fallback;
    },
    optionalUrl(name: string, protocols: string[]): string | undefined {
      const value = raw(name);
      if (value === undefined) return undefined;
      try {
        const url = new URL(value);
        if (protocols.includes(url.protocol)) return value;
      } catch {
        // reported below
      }
      return fail(name, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`, undefined);
    },
    email(name: string, fallback: string): string {
      const value = raw(name);
      if (value === undefined) return fallback;
      return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)
        ? value
        : fail(name, `must be an e-mail address (got "${value}")`, fallback);
    },
  };
}
