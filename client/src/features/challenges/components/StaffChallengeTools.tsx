import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/notify';
import { challengesStrings as s } from '../strings';

const closeMutation = graphql(`
  mutation CloseChallenge($id: ID!) {
    closeChallenge(id: $id) {
      id
      phase
    }
  }
`);

const scheduleMutation = graphql(`
  mutation ScheduleChallenge($date: String!, $title: String!, $description: String) {
    scheduleChallenge(date: $date, title: $title, description: $description) {
      id
      day
      title
    }
  }
`);

/** For staff: close the shown challenge now, or set the theme of a day. */
export function StaffChallengeTools({ challengeId, open }: { challengeId: string; open: boolean }) {
  const [close, { loading: closing }] = useMutation(closeMutation, {
    refetchQueries: ['TodayChallenge', 'ChallengeById', 'PastChallenges'],
    awaitRefetchQueries: true,
  });
  const [schedule, { loading: scheduling }] = useMutation(scheduleMutation, {
    refetchQueries: ['TodayChallenge'],
  });
  const [date, setDate] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');

  const onClose = async () => {
    if (!window.confirm(s.staffCloseConfirm)) {
      return;
    }
    try {
      await close({ variables: { id: challengeId } });
      notify.success(s.staffClosed);
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };

  const onSchedule = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await schedule({ variables: { date, title, description } });
      notify.success(s.staffScheduled);
      setTitle('');
      setDescription('');
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };

  return (
    <details className="staff-tools">
      <summary>{s.staffTools}</summary>
      {open ? (
        <Button variant="danger" size="sm" loading={closing} onClick={() => void onClose()}>
          {s.staffClose}
        </Button>
      ) : null}
      <form className="staff-tools__form" onSubmit={(e) => void onSchedule(e)}>
        <TextField
          label={s.staffDate}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
        />
        <TextField
          label={s.staffTitle}
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        <TextField
          label={s.staffDescription}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm" loading={scheduling}>
          {s.staffSchedule}
        </Button>
      </form>
    </details>
  );
}
