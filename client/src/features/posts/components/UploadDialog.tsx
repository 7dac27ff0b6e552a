import { UploadCloud } from 'lucide-react';
import { Dialog } from '../../../shared/ui/Dialog';
import { postsStrings as s } from '../strings';

/** Placeholder for the upload flow (file, details, publish) built by later work. */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={s.uploadTitle}
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {s.close}
        </button>
      }
    >
      <div className="coming-soon coming-soon--inline">
        <span className="coming-soon__icon" aria-hidden="true">
          <UploadCloud size={26} />
        </span>
        <span className="coming-soon__badge">Próximamente</span>
        <p>{s.uploadSoon}</p>
      </div>
    </Dialog>
  );
}
