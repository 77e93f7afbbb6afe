import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { Shift } from '@/features/staff/api/staff';
import { errorMessage } from '@/lib/api-client';
import { useChangeShift } from '../api/save-shift';
import type { Employee } from './workforce-utils';

interface ShiftForm {
  userId: string;
  title: string;
  position: string;
  date: string;
  startTime: string;
  endTime: string;
  color: string;
  status: Shift['status'];
  notes: string;
}

export function ShiftDialog({
  shift,
  employees,
  date,
  userId,
  onClose,
}: {
  shift: Shift | null;
  employees: Employee[];
  date: string;
  userId?: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ShiftForm>({
    userId: shift?.userId ?? userId ?? employees[0]?.id ?? '',
    title: shift?.title ?? 'Shift',
    position: shift?.position ?? '',
    date: shift?.date ?? date,
    startTime: shift?.startTime ?? '09:00',
    endTime: shift?.endTime ?? '17:00',
    color: shift?.color ?? '#3b82f6',
    status: shift?.status ?? 'scheduled',
    notes: shift?.notes ?? '',
  });
  const change = useChangeShift(onClose);
  const busy = change.busy;
  const error = change.error ? errorMessage(change.error) : null;
  const bind = (key: keyof ShiftForm) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setForm({ ...form, [key]: e.target.value }),
  });
  const run = (action: 'save' | 'delete') => {
    const body = { ...form, position: form.position || null, notes: form.notes || null };
    return action === 'delete' && shift
      ? change.trigger({ action, shiftId: shift.id, body })
      : change.trigger({ action: 'save', shiftId: shift?.id, body });
  };
  return (
    <Dialog
      title={shift ? 'Edit Shift' : 'Add Shift'}
      description="Shifts of one employee may not overlap. Publish the week to text everyone their shifts."
      onClose={onClose}
      testId="shift-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run('save')}>
            Save Shift
          </button>
          {shift ? (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void run('delete')}>
              Remove
            </button>
          ) : null}
        </div>
      }
    >
      <div className="stack">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <label className="field">
          <span className="label">Employee</span>
          <select className="input" {...bind('userId')}>
            {employees.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name || e.phoneNumber}
              </option>
            ))}
          </select>
        </label>
        <div className="form-grid-2">
          <Field label="Title" {...bind('title')} />
          <Field label="Position" placeholder="Front Desk" {...bind('position')} />
          <Field label="Date" type="date" {...bind('date')} />
          <label className="field">
            <span className="label">Status</span>
            <select className="input" {...bind('status')}>
              <option value="scheduled">Scheduled</option>
              <option value="confirmed">Confirmed</option>
              <option value="cancelled">Cancelled</option>
            </select>
          </label>
          <Field label="Start" type="time" {...bind('startTime')} />
          <Field label="End" type="time" {...bind('endTime')} />
          <Field label="Colour" type="color" {...bind('color')} />
        </div>
        <label className="field">
          <span className="label">Notes</span>
          <textarea className="input" rows={2} {...bind('notes')} />
        </label>
      </div>
    </Dialog>
  );
}
