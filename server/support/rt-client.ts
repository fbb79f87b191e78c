/**
 * Request Tracker 5's REST 2 API, as the handover and the status page use it: a ticket looked up
 * by the site's reference in its subject (TicketSQL), made with its requestor, priority, content
 * and attachments, and read for its status; the requester's user given the name, organisation and
 * phone it lacks. Each call within its deadline and the caller's signal; a failure of any kind
 * throws with code EHELPDESK, which the outbox retries as a receiver not reached. Read back: the
 * ticket's number, status and subject, the user's own fields, and for the status page the request
 * and its correspondence (never a comment: only the Create and Correspond transactions' parts are
 * asked for); the client's reply from that page posted as correspondence.
 */
import type { SupportPriority, SupportState } from '../../shared/support/request';
import { THREAD_TRANSACTIONS_MAX, type ThreadSource } from './support-thread';

export interface RtSettings {
  url: string;
  token: string;
  queue: string;
  /** How long one call may take (default 30 s). */
  timeoutMs?: number;
}

export class HelpdeskError extends Error {
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

type TicketFields = { Status?: unknown; LastUpdated?: unknown; Subject?: unknown; Requestor?: { id?: unknown }[] };
/** A ticket's state in the site's words and when it was last updated (ms). */
export type Seen = { state: SupportState; updatedMs: number };

const seenOf = (body: TicketFields | null): Seen | null => {
  const state = typeof body?.Status === 'string' ? STATES[body.Status] : undefined;
  const updatedMs = typeof body?.LastUpdated === 'string' ? Date.parse(body.LastUpdated) : NaN;
  return state ? { state, updatedMs: Number.isNaN(updatedMs) ? Date.now() : updatedMs } : null;
};

/** The client's choice as RT's Priority: the numbers of RT's default %PriorityAsString (High, Medium, Low). */
export const RT_PRIORITIES: Record<SupportPriority, number> = { urgent: 100, degraded: 50, question: 0 };

/** What RT's user says of who they are, as the form asked it. */
export type Requester = { RealName: string; Organization: string; WorkPhone: string };

export interface NewTicket {
  subject: string;
  requestor: string;
  priority: number;
  content: string;
  attachments: { name: string; type: string; bytes: Buffer }[];
}

export const rtClient = ({ url, token, queue, timeoutMs = 30_000 }: RtSettings) => {
  /** The answer's body; null where RT answered one of `allowed` (403 for a right not given, say). */
  const call = async (
    path: string,
    signal: AbortSignal | undefined,
    init: RequestInit = {},
    allowed: number[] = [],
  ): Promise<unknown> => (await answer(path, signal, init, allowed)).body;
  const answer = async (
    path: string,
    signal: AbortSignal | undefined,
    init: RequestInit = {},
    allowed: number[] = [],
  ): Promise<{ body: unknown; location: string | null }> => {
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
    if (allowed.includes(response.status)) return { body: null, location: null };
    if (!response.ok) throw new HelpdeskError(`Request Tracker answered ${response.status}`);
    return { body, location: response.headers.get('location') };
  };
  const items = (body: unknown): Record<string, unknown>[] => {
    const listed = (body as { items?: unknown } | null)?.items;
    return Array.isArray(listed) ? (listed as Record<string, unknown>[]) : [];
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
          Priority: ticket.priority,
          InitialPriority: ticket.priority,
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
    /**
     * Gives the requester's user the fields it has empty, never changing one it has (staff's, or
     * an earlier request's: whoever types an address is not proven to be its owner), and never a
     * privileged user (staff). False where RT does not let the token change users (AdminUsers).
     */
    async fillRequester(email: string, given: Requester, signal?: AbortSignal): Promise<boolean> {
      const path = `user/${encodeURIComponent(email)}`;
      const user = (await call(path, signal, {}, [403, 404])) as (Partial<Requester> & { Privileged?: unknown }) | null;
      if (!user || user.Privileged === 1) return user !== null;
      const blanks = (Object.keys(given) as (keyof Requester)[]).filter((field) => given[field] && !user[field]);
      if (blanks.length === 0) return true;
      const body = JSON.stringify(Object.fromEntries(blanks.map((field) => [field, given[field]])));
      return (await call(path, signal, { method: 'PUT', body }, [403])) !== null;
    },
    /** The ticket's state in the site's words and when it was last updated (ms), or null when RT says nothing of it. */
    async state(ticket: string, signal?: AbortSignal): Promise<Seen | null> {
      return seenOf((await call(`ticket/${encodeURIComponent(ticket)}`, signal)) as TicketFields | null);
    },
    /**
     * The ticket's state, subject and requestors, and its newest Create and Correspond
     * transactions (of its last THREAD_TRANSACTIONS_MAX) with the names of their files and the
     * content of their plain-text bodies alone (a file's bytes are never asked for). Four calls,
     * all within one call's deadline: each took about 0.5 s of a busy RT, and four at once 3.0 s
     * (measured on 2 shared cores), so they go one after another.
     */
    async conversation(ticket: string, asker?: AbortSignal): Promise<ThreadSource & { seen: Seen | null }> {
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(asker ? [asker] : [])]);
      const id = encodeURIComponent(ticket);
      const about = (await call(`ticket/${id}`, signal)) as TicketFields | null;
      const history = new URLSearchParams({
        fields: 'Type,Creator,Created',
        orderby: 'id',
        order: 'DESC',
        per_page: String(THREAD_TRANSACTIONS_MAX),
      });
      const transactions = items(await call(`ticket/${id}/history?${history}`, signal))
        .map((item) => ({
          id: Number(item.id),
          type: String(item.Type),
          creator: String((item.Creator as { id?: unknown } | undefined)?.id ?? ''),
          created: String(item.Created),
        }))
        .filter((item) => item.type === 'Create' || item.type === 'Correspond');
      const source = {
        seen: seenOf(about),
        subject: typeof about?.Subject === 'string' ? about.Subject : '',
        requestors: (about?.Requestor ?? []).map((r) => String(r.id)),
        transactions,
      };
      if (transactions.length === 0) return { ...source, parts: [] };
      // A JSON search of RT's (REST 2 "JSON searches"); a collection's Content is the text itself.
      const search = async (fields: string, ...limits: object[]) => {
        const ids = { field: 'TransactionId', operator: 'IN', value: transactions.map((t) => t.id) };
        const query = new URLSearchParams({ query: JSON.stringify([ids, ...limits]), fields, per_page: '100' });
        return items(await call(`attachments?${query}`, signal)).map((part) => ({
          id: Number(part.id),
          transaction: Number(part.TransactionId),
          type: String(part.ContentType ?? ''),
          name: typeof part.Filename === 'string' ? part.Filename : '',
          ...(typeof part.Content === 'string' ? { content: part.Content } : {}),
        }));
      };
      const bodies = await search(
        'TransactionId,ContentType,Content',
        // RT's own editor keeps a staff reply as HTML alone; a mail program may send both.
        { field: 'ContentType', operator: 'IN', value: ['text/plain', 'text/html'] },
        { field: 'Filename', operator: 'IS', value: 'NULL' },
      );
      const files = await search('TransactionId,ContentType,Filename', { field: 'Filename', operator: 'IS NOT', value: 'NULL' });
      return { ...source, parts: [...bodies, ...files.filter((file) => file.name)] };
    },
    /** The client's reply as the ticket's correspondence, with its files; opened where it waited on them. The transaction's id. */
    async correspond(
      ticket: string,
      reply: { text: string; files: { name: string; type: string; bytes: Buffer }[]; reopen: boolean },
      signal?: AbortSignal,
    ): Promise<string> {
      const { location } = await answer(`ticket/${encodeURIComponent(ticket)}/correspond`, signal, {
        method: 'POST',
        body: JSON.stringify({
          Content: reply.text,
          ContentType: 'text/plain',
          Attachments: reply.files.map((file) => ({
            FileName: file.name,
            FileType: file.type,
            FileContent: file.bytes.toString('base64'),
          })),
          ...(reply.reopen ? { Status: 'open' } : {}),
        }),
      });
      const id = /\/transaction\/(\d+)$/.exec(location ?? '')?.[1];
      if (!id) throw new HelpdeskError('Request Tracker recorded no correspondence');
      return id;
    },
  };
};

export type RtClient = ReturnType<typeof rtClient>;
