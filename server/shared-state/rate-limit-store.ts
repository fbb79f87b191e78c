import type { ClientRateLimitInfo, IncrementResponse, Options } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { SharedState } from './redis';

/*
 * Why a subclass: rate-limit-redis loads its Lua scripts once, in init(), and keeps the promise.
 * When Redis is away at that moment (a process started before Redis, or during a Redis restart)
 * that promise stays rejected and every later count fails, even after Redis is back. Here a
 * failed load is tried again on the next count, so the limits recover by themselves.
 */
export class SharedRateLimitStore extends RedisStore {
  constructor(state: SharedState, name: string) {
    super({ sendCommand: (...args: string[]) => state.sendCommand(args) as Promise<string>, prefix: `rate-limit:${name}:` });
  }

  override async init(options: Options): Promise<void> {
    this.windowMs = options.windowMs;
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    // Marked handled: a load that fails now is retried by the next count.
    this.incrementScriptSha.catch(() => undefined);
    this.getScriptSha.catch(() => undefined);
  }

  override async increment(key: string): Promise<IncrementResponse> {
    await this.incrementScriptSha.catch(() => {
      this.incrementScriptSha = this.loadIncrementScript();
    });
    return super.increment(key);
  }

  override async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    await this.getScriptSha.catch(() => {
      this.getScriptSha = this.loadGetScript();
    });
    return super.get(key);
  }
}
