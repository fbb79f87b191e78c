/**
 * An Outlook .msg file (an OLE compound file of MAPI properties), read with @kenjiuno/msgreader:
 * its internet headers (PR_TRANSPORT_MESSAGE_HEADERS), which Outlook keeps with mail it received
 * from the internet and which a message saved from Sent Items, or internal mail, lacks
 * (HiraokaHyperTools/msgreader#55); its sender, subject, text and attachments' names from its own
 * properties. Attachments are never opened. Null for a compound file that is not a mail item, or
 * that declares more than it holds: the reader allocates each stream at its declared size, outside
 * the reading thread's heap limit, so the file is checked first (compound-file.ts).
 */
import MsgReader from '@kenjiuno/msgreader';
import { compoundFileIsSound } from './compound-file';

export interface OutlookItem {
  headers: string | null;
  sender: { name: string; address: string } | null;
  /** ISO 8601. */
  sent: string | null;
  /** The subject and the plain text. */
  text: string;
  attachments: { name: string; type: string }[];
}

export function outlookItem(file: Buffer): OutlookItem | null {
  if (!compoundFileIsSound(file)) return null;
  let data: ReturnType<MsgReader['getFileData']>;
  try {
    data = new MsgReader(new DataView(file.buffer, file.byteOffset, file.byteLength)).getFileData();
  } catch {
    return null;
  }
  if (data.error || !data.messageClass?.startsWith('IPM.')) return null;
  const address = data.senderSmtpAddress ?? data.senderEmail ?? '';
  const sent = Date.parse(data.clientSubmitTime ?? '');
  return {
    headers: data.headers?.trim() || null,
    sender: address.includes('@') ? { name: data.senderName ?? '', address: address.toLowerCase() } : null,
    sent: Number.isNaN(sent) ? null : new Date(sent).toISOString(),
    text: `${data.subject ?? ''}\n${data.body ?? ''}`,
    attachments: (data.attachments ?? []).map((part) => ({
      name: part.fileName ?? part.name ?? '',
      type: part.attachMimeTag ?? (part.innerMsgContent ? 'application/vnd.ms-outlook' : 'application/octet-stream'),
    })),
  };
}
