import { MessageSquareHeart } from 'lucide-react';
import { Dialog } from '../../../shared/ui/Dialog';
import { feedbackStrings as s } from '../strings';
import { Button } from '../../../shared/ui/Button';

/** Placeholder for the feedback form (emoji, comment) built by later work. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={s.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {s.close}
        </Button>
      }
    >
      <div className="coming-soon coming-soon--inline">
        <span className="brand-tile coming-soon__icon" aria-hidden="true">
          <MessageSquareHeart size={26} />
        </span>
        <span className="coming-soon__badge">Próximamente</span>
        <p>{s.soon}</p>
      </div>
    </Dialog>
  );
}
