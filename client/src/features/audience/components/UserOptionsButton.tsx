import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../shared/ui/Button';

// the dialog (its mutations and confirmation) is its own chunk, fetched on the first click
const UserOptionsDialog = lazy(() =>
  import('./UserOptionsDialog').then((m) => ({ default: m.UserOptionsDialog })),
);

/** Its label, here rather than in ../strings: the post page's first load carries this button. */
const MORE_OPTIONS = 'Más opciones';

/** '⋯' beside a user (their profile, their post): mute or block them. */
export function UserOptionsButton({ user }: { user: { id: string; name: string } }) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={MORE_OPTIONS}
        title={MORE_OPTIONS}
        data-testid="user-options"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Ellipsis size={18} aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <UserOptionsDialog open={open} onClose={() => setOpen(false)} user={user} />
        </Suspense>
      ) : null}
    </>
  );
}
