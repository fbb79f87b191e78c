import { useState, type MouseEvent } from 'react';
import type { LegalDocument } from '../../../shared/catalogue/legal-documents';
import { legalCopy } from '../../../shared/catalogue/site-copy';
import { useAppDispatch } from '../../app/hooks';
import { ButtonAnchor } from '../../ui/button';
import { ContentIcon } from '../../ui/content-icons';
import { documentDownloadRequested } from './download-document';

const isModified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * 'Download PDF'. In server HTML it is a plain download link, so it works before the script
 * arrives; once hydrated a click fetches and checks the file and confirms with a toast.
 */
export function DownloadLink({ legalDocument, describedBy }: { legalDocument: LegalDocument; describedBy?: string }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModified(event)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void dispatch(documentDownloadRequested(legalDocument)).finally(() => setBusy(false));
  };

  return (
    <ButtonAnchor
      href={legalDocument.url}
      download={legalDocument.filename}
      type="application/pdf"
      variant="outline"
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      data-testid={`download-${legalDocument.id}`}
      onClick={onClick}
    >
      <ContentIcon name="download" size={18} />
      {legalCopy.downloadLabel}
    </ButtonAnchor>
  );
}
