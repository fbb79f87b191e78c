import type { LegalDocument } from '../../../shared/catalogue/legal-documents';
import { legalCopy } from '../../../shared/catalogue/site-copy';
import type { AppThunk } from '../../app/store';
import { toastShown } from '../../state/toasts-slice';
import { isPdf, saveFile } from './save-file';

/**
 * A legal document's download: fetch the file, make sure it really is the PDF, save it
 * under its own name and say so; any failure (missing file, network, something else served)
 * ends in the one destructive toast the spec names.
 */
export const documentDownloadRequested =
  (legalDocument: LegalDocument): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    try {
      const response = await fetch(legalDocument.url, { headers: { Accept: 'application/pdf' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      if (!(await isPdf(blob))) throw new Error(`not a PDF (${response.headers.get('content-type') ?? 'no type'})`);
      saveFile(new Blob([blob], { type: 'application/pdf' }), legalDocument.filename);
      dispatch(toastShown({ title: legalCopy.downloadStartedText(legalDocument.filename) }));
      return true;
    } catch (error) {
      console.error(`Download of ${legalDocument.url} failed:`, error);
      dispatch(toastShown({ title: legalCopy.downloadErrorText, variant: 'destructive' }));
      return false;
    }
  };
