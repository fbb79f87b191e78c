/**
 * Request Tracker 5's REST 2 API, as the handover and the status page use it: a ticket looked up
 * by the site's reference in its subject (TicketSQL), made with its requestor, content and
 * attachments, and read for its status. Each call within its deadline and the caller's signal; a
 * failure of any kind throws with code EHELPDESK, which the outbox retries as a receiver not
 * reached. Only the ticket's number and status are ever read back, never its correspondence.
 */
import type { SupportState } from '../../shared/support/request';

export interface RtSettings {
  url: string;
  token: string;
  queue: string;
  /** How long one call may take (default 30 s). */
  timeoutMs?: number;
}

class HelpdeskError extends Error {
  readonly code = 'EHELPDESK';
}

/** RT's statuses in the site's words: 'stalled' is waiting on the requester. */
const STATES: Record<string, SupportState> = {
  new: 'received',
  open: 'open',
  stalled: 'waiting',
  resolved: 'resolved',
  rejected: 'resolved',
};

export interface NewTicket {
  subject: string;
  requestor: string;
  content: string;
  attachments: { name: string; type: string; bytes: Buffer }[];
}

export const rtClient = ({ url, token, queue, timeoutMs = 30_000 }: RtSettings) => {
  const call = async (path: string, signal: AbortSignal | undefined, init: RequestInit = {}): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${url}/REST/2.0/${path}`, {
        ...init,
        headers: { Authorization: `token ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]),
      });
    } catch (error) {
      throw new HelpdeskError(`Request Tracker not reached: ${(error as Error).name}`);
    }
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new HelpdeskError(`Request Tracker answered ${response.status}`);
    return body;
  };
  const idOf = (body: unknown): string | null => {
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  };

  return {
    /** The ticket whose subject holds `reference`, if one was made (a create whose answer never came). */
    async find(reference: string, signal?: AbortSignal): Promise<string | null> {
      const query = new URLSearchParams({ query: `Subject LIKE '[${reference}]'`, per_page: '1' });
      const items = (await call(`tickets?${query}`, signal)) as { items?: unknown[] } | null;
      return items?.items?.length ? idOf(items.items[0]) : null;
    },
    async create(ticket: NewTicket, signal?: AbortSignal): Promise<string> {
      const made = await call('ticket', signal, {
        method: 'POST',
        body: JSON.stringify({
          Queue: queue,
          Subject: ticket.subject,
          Requestor: ticket.requestor,
          Content: ticket.content,
          ContentType: 'text/plain',
          Attachments: ticket.attachments.map((file) => ({
            FileName: file.name,
            FileType: file.type,
            FileContent: file.bytes.toString('base64'),
          })),
        }),
      });
      const id = idOf(made);
      if (!id) throw new HelpdeskError('Request Tracker made no ticket');
      return id;
    },
    /** The ticket's state in the site's words and when it was last updated (ms), or null when RT says nothing of it. */
    async state(ticket: string, signal?: AbortSignal): Promise<{ state: SupportState; updatedMs: number } | null> {
      const body = (await call(`ticket/${encodeURIComponent(ticket)}`, signal)) as { Status?: unknown; LastUpdated?: unknown };
      const state = typeof body?.Status === 'string' ? STATES[body.Status] : undefined;
      const updatedMs = typeof body?.LastUpdated === 'string' ? Date.parse(body.LastUpdated) : NaN;
      return state ? { state, updatedMs: Number.isNaN(updatedMs) ? Date.now() : updatedMs } : null;
    },
  };
};

export type RtClient = ReturnType<typeof rtClient>;
