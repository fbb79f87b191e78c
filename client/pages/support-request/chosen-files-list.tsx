/**
 * The files chosen, with the script: the file input adds to the list at each choice (and is
 * emptied, so the same control chooses more), each file is named with its size and may be
 * removed, and a large picture is made smaller unless its original is asked for.
 */
import { css } from '@emotion/react';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { supportUploadCopy as copy } from '../../../shared/catalogue/support-upload-copy';
import { Button } from '../../ui/button';
import { bytesOf, sentFile, withAdded, withChanged, without, type ChosenFile } from './chosen-files';
import { maySendSmaller, smallerPicture } from './smaller-picture';

const styles = css`
  p {
    margin: 0.5rem 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--border);
    border-radius: 0.5rem;
  }
  .file {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .name {
    font-weight: 600;
  }
  .size,
  .note {
    color: var(--fg-muted);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

interface Props {
  /** The form's file input, whose choices this list takes. */
  inputId: string;
  files: readonly ChosenFile[];
  onFiles: Dispatch<SetStateAction<readonly ChosenFile[]>>;
  /** While a request is on its way, the list it carries stays as sent. */
  sending: boolean;
}

export function ChosenFilesList({ inputId, files, onFiles, sending }: Props) {
  const [making, setMaking] = useState<ReadonlySet<File>>(new Set());
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    const take = () => {
      const picked = [...(input.files ?? [])];
      // Emptied, the input chooses more; the list holds what goes.
      input.value = '';
      onFiles((list) => withAdded(list, picked));
      for (const file of picked.filter(maySendSmaller)) {
        setMaking((now) => new Set(now).add(file));
        void smallerPicture(file).then((smaller) => {
          setMaking((now) => new Set([...now].filter((one) => one !== file)));
          if (smaller) onFiles((list) => list.map((chosen) => (chosen.original === file ? { ...chosen, smaller } : chosen)));
        });
      }
    };
    // Files chosen before this code came are taken too.
    take();
    input.addEventListener('change', take);
    return () => input.removeEventListener('change', take);
  }, [inputId, onFiles]);

  const remove = (key: string) => {
    onFiles((list) => without(list, key));
    document.getElementById(inputId)?.focus();
  };
  if (files.length === 0) return null;
  return (
    <div css={styles} data-testid="support-files">
      <p>{copy.files.heading(files.length, copy.size(bytesOf(files)))}</p>
      <ul>
        {files.map((chosen) => {
          const { key, original, smaller, keepOriginal } = chosen;
          const name = original.name;
          return (
            <li key={key} data-testid="support-file">
              <span className="file">
                <span className="name">{name}</span> <span className="size">{copy.size(original.size)}</span>
                {making.has(original) && <span className="note">, {copy.files.making}</span>}
                {smaller && !keepOriginal && (
                  <span className="note">, {copy.files.smaller(copy.size(sentFile(chosen).size))}</span>
                )}
              </span>
              <span className="actions">
                {smaller && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={sending}
                    aria-label={keepOriginal ? copy.files.sendSmallerLabel(name) : copy.files.keepOriginalLabel(name)}
                    onClick={() => onFiles((list) => withChanged(list, key, { keepOriginal: !keepOriginal }))}
                  >
                    {keepOriginal ? copy.files.sendSmaller : copy.files.keepOriginal}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={sending}
                  aria-label={copy.files.removeLabel(name)}
                  onClick={() => remove(key)}
                >
                  {copy.files.remove}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
