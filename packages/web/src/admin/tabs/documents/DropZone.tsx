import { ACCEPTED_EXTENSIONS, type DocumentLimits } from '@stellara/contract';
import { UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';

const mb = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

/** Drag-and-drop or click area for several files; the accepted types and the limits are stated. */
export function DropZone({
  limits,
  busy,
  onFiles,
}: {
  limits: DocumentLimits;
  busy: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const open = () => input.current?.click();
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };
  return (
    // A drop target; clicking anywhere on it opens the file picker too. The button inside is the keyboard's way in.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the "Choose files" button gives the same action to the keyboard
    // biome-ignore lint/a11y/noStaticElementInteractions: as above; the area itself is only a pointer convenience
    <div
      className={`documents-drop${over ? ' documents-drop-over' : ''}`}
      data-testid="documents-drop"
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target === input.current || target.closest('button')) return;
        open();
      }}
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      <UploadCloud size={36} aria-hidden="true" className="documents-drop-icon" />
      <p className="documents-drop-title">{busy ? 'Uploading...' : 'Drop files here or click to choose'}</p>
      <p id={hintId} className="small muted documents-drop-hint">
        Accepted: {ACCEPTED_EXTENSIONS.join(', ')}. At most {mb(limits.maxFileBytes)} MB a file and{' '}
        {limits.maxBatchFiles} files at once. The type is read from the file's content, not its name.
      </p>
      <button type="button" className="button button-primary button-small" aria-describedby={hintId} onClick={open}>
        Choose files
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPTED_EXTENSIONS.join(',')}
        data-testid="documents-input"
        aria-label="Documents to upload"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
